import { describe, expect, it } from 'vitest'
import { htmlElements } from './htmlElements'
import { pageCss } from './pageCss'

const page = (body: string) =>
  `<!DOCTYPE html><html lang="pt-BR"><head><title>T</title></head><body>${body}</body></html>`

describe('pageCss', () => {
  it('keeps the rules the page can match and drops the others', () => {
    const css = '.used{color:red}.unused{color:blue}#here{margin:0}#gone{margin:1px}p.used{padding:0}ul li{gap:0}'
    expect(pageCss(css, page('<p class="used" id="here">x</p>'))).toBe(
      '.used{color:red}#here{margin:0}p.used{padding:0}',
    )
  })

  it('keeps states the HTML cannot settle: pseudo-classes, pseudo-elements, attribute values', () => {
    const css =
      '.a:hover{color:red}.a:focus-visible::after{content:""}.a[aria-expanded=true]{color:blue}' +
      '.a:not(.b){gap:0}.b:hover{color:green}.a:has(>.c){margin:0}[data-state]{padding:0}'
    expect(pageCss(css, page('<button class="a" aria-expanded="false">x</button>'))).toBe(
      '.a:hover{color:red}.a:focus-visible:after{content:""}.a[aria-expanded=true]{color:#00f}.a:not(.b){gap:0}.a:has(>.c){margin:0}',
    )
  })

  it('as parsed (the first screen), settles attribute values from the HTML and drops :hover and :active', () => {
    const css =
      '.a:hover{color:red}.a:active{color:pink}.a:focus-visible{outline:0}[data-surface=muted]{gap:1px}' +
      '[data-surface=inverse]{gap:0}.a[aria-expanded=true]{color:blue}[lang|=pt]{margin:0}[lang|=en]{margin:1px}' +
      '[type=SUBMIT]{padding:0}[class~=b i]{top:0}:is(.a:hover,[data-surface^=inv]) .c{left:0}'
    const html = page(
      '<html lang="pt-BR"><section data-surface="inverse"><button class="a B" type="submit" aria-expanded="false">' +
        '<i class="c">x</i></button></section>',
    )
    expect(pageCss(css, html, { asParsed: true })).toBe(
      '.a:focus-visible{outline:0}[data-surface=inverse]{gap:0}[lang|=pt]{margin:0}[type=SUBMIT]{padding:0}' +
        '[class~=b i]{top:0}:is(.a:hover,[data-surface^=inv]) .c{left:0}',
    )
    // Read as scripts may change it later, every rule stays.
    expect(pageCss(css, html)).toBe(css.replace('color:blue', 'color:#00f'))
  })

  it('needs every compound of a selector, and one selector of :is()/:where()', () => {
    const css = '.x .y{color:red}.x .z{color:blue}:where(.x,.q) .y{gap:0}:is(.q,.r) .y{margin:0}'
    expect(pageCss(css, page('<div class="x"><span class="y">x</span></div>'))).toBe(
      '.x .y{color:red}:where(.x,.q) .y{gap:0}',
    )
  })

  it('keeps @media, @supports and @layer around kept rules and drops them when empty', () => {
    const css =
      '@layer theme,base;@layer base{.a{color:red}.b{color:blue}}' +
      '@media (min-width:40rem){.a{gap:0}}@media (min-width:64rem){.b{gap:0}}@supports (display:grid){.b{margin:0}}'
    const out = pageCss(css, page('<p class="a">x</p>'))
    expect(out).toContain('@layer base{.a{color:red}}')
    expect(out).toContain('@media (min-width:40rem){.a{gap:0}}')
    expect(out).not.toContain('64rem')
    expect(out).not.toContain('@supports')
    expect(out.indexOf('theme')).toBeLessThan(out.indexOf('base'))
  })

  it("names every layer first, in the sheet's order, even one left empty (the whole sheet comes after)", () => {
    // Tailwind's sheet names its layers by their blocks. Without the statement, a page with no component would
    // have put `components` after `utilities` once the whole sheet loaded, and components would have won.
    const css =
      '@layer properties{@supports (not (x:y)){*{--tw-a:0}}}@layer theme{:root{--c:red}}' +
      '@layer components{.card{padding:1rem}}@layer utilities{.p-0{padding:0}.t{color:var(--c);scale:var(--tw-a)}}'
    const html = page('<p class="p-0 t">x</p>')
    expect(pageCss(css, html)).toBe(
      '@layer properties,theme,components,utilities;@layer properties{@supports not (x:y){*{--tw-a:0}}}' +
        '@layer theme{:root{--c:red}}@layer utilities{.p-0{padding:0}.t{color:var(--c);scale:var(--tw-a)}}',
    )
    // As parsed, for the browsers Tailwind wrote the sheet for: its fallback for those without @property goes.
    expect(pageCss(css, html, { asParsed: true })).toBe(
      '@layer properties,theme,components,utilities;@layer theme{:root{--c:red}}' +
        '@layer utilities{.p-0{padding:0}.t{color:var(--c);scale:var(--tw-a)}}',
    )
  })

  it('keeps the @keyframes and @property a kept rule uses, also through a custom property', () => {
    const css =
      ':root{--animate-spin:spin 1s linear infinite;--unused:1px}@keyframes spin{to{rotate:1turn}}' +
      '@keyframes ping{to{opacity:0}}@keyframes fade{to{opacity:0}}@property --tw-x{syntax:"*";inherits:false}' +
      '@property --tw-y{syntax:"*";inherits:false}.spin{animation:var(--animate-spin)}.ping{animation:ping 1s}' +
      '.fade{animation:fade 1s}.x{--tw-x:1px;translate:var(--tw-x)}'
    const out = pageCss(css, page('<i class="spin"></i><i class="ping"></i><i class="x"></i>'))
    expect(out).toContain('@keyframes spin')
    expect(out).toContain('@keyframes ping')
    expect(out).not.toContain('fade')
    expect(out).toContain('@property --tw-x')
    expect(out).not.toContain('--tw-y')
    expect(out).toContain('--animate-spin:spin 1s linear infinite')
    expect(out).not.toContain('--unused')
  })

  it("keeps a custom property a page's style attribute reads, and the @font-face rules", () => {
    const css = ':root{--gap:1rem;--brand:red}@font-face{font-family:X;src:url(/x.woff2)}'
    const out = pageCss(css, page('<div style="color:var(--brand)">x</div>'))
    expect(out).toBe(':root{--brand:red}@font-face{font-family:X;src:url(/x.woff2)}')
  })

  it('prints for the browsers Tailwind wrote the sheet for: no media range syntax', () => {
    expect(pageCss('@media (min-width:40rem){.a{gap:0}}', page('<p class="a"></p>'))).toBe(
      '@media (min-width:40rem){.a{gap:0}}',
    )
  })
})

describe('htmlElements', () => {
  it('reads tags, classes, ids and attribute names, not the text of scripts, styles or comments', () => {
    const shapes = htmlElements(
      '<div class="a  b" id="m" data-x="1"><!-- <p class="c"> --><script type="application/json">{"x":"<p class=\\"d\\">"}</script>' +
        '<SPAN class="w-[calc(100%&#x27;)] e&amp;f">x</SPAN></div>',
    )
    expect(shapes).toContainEqual({ tag: 'div', classes: ['a', 'b'], id: 'm', attributes: ['class', 'data-x', 'id'] })
    expect(shapes).toContainEqual({ tag: 'span', classes: ['e&f', "w-[calc(100%')]"], attributes: ['class'] })
    expect(shapes.flatMap((shape) => shape.classes)).not.toContain('c')
    expect(shapes.flatMap((shape) => shape.classes)).not.toContain('d')
    expect(shapes.map((shape) => shape.tag)).toContain('script')
  })
})

describe('pageCss and properties lightningcss does not model', () => {
  it('keeps `content` (filed as a custom property by the parser) and drops only unread `--*`', () => {
    expect(pageCss('.a::after{content:"";--x:1}', page('<i class="a"></i>'))).toBe('.a:after{content:""}')
  })
})
