import { describe, expect, it } from 'vitest'
import { firstScreen } from './firstScreen'

const at = (html: string, marker: string) => html.indexOf(marker)

describe('firstScreen', () => {
  it('folds after the outermost element in <main> around the first block, whatever comes before it', () => {
    const html = [
      '<html><head><script type="application/json">{"x":"<main><section data-section=x>"}</script></head><body>',
      '<header><nav>…</nav></header>',
      '<main id="main"><nav aria-label="Breadcrumb">…</nav><!--$-->',
      '<div data-island="block" data-block="0" class="contents"><section data-section="contactForm"><img src="a.png"/>',
      '<form><input name="n"/></form></section></div><!--/$--><!--$--><section data-section="faq">…</section><!--/$--></main>',
      '<footer>…</footer></body></html>',
    ].join('')
    const { fold, html: screen } = firstScreen(html)
    expect(fold).toBe(at(html, '<!--/$--><!--$--><section data-section="faq">'))
    expect(screen).toBe(html.slice(0, fold))
    expect(screen).toContain('Breadcrumb')
    expect(screen).not.toContain('faq')
  })

  it('folds at the end of <main> without a block, before </body> without <main>, nowhere without either', () => {
    const noBlock = '<body><main><h1>Not found</h1></main><footer>f</footer></body>'
    expect(firstScreen(noBlock).fold).toBe(at(noBlock, '</main>'))
    const noMain = '<body><h1>Hi</h1><script>1</script></body>'
    expect(firstScreen(noMain).fold).toBe(at(noMain, '</body>'))
    expect(firstScreen('<p>a fragment</p>')).toEqual({ fold: undefined, html: '<p>a fragment</p>' })
  })

  it("leaves out what a closed <details> holds after its <summary>, nested ones too, and keeps an open one's", () => {
    const html = [
      '<body><header><details class="menu"><summary class="s">Menu</summary><div class="panel"><ul><li>',
      '<details><summary class="inner">More</summary><a class="deep">x</a></details></li></ul></div></details>',
      '<details open><summary>Open</summary><p class="shown">y</p></details><span class="after">z</span></header>',
      '<main><section data-section="hero">h</section></main></body>',
    ].join('')
    const { html: screen } = firstScreen(html)
    expect(screen).toContain('<details class="menu"><summary class="s">Menu</summary></details>')
    for (const hidden of ['panel', 'inner', 'deep']) expect(screen).not.toContain(hidden)
    for (const shown of ['class="shown"', 'class="after"', 'data-section="hero"']) expect(screen).toContain(shown)
  })
})
