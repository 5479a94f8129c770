import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, hashSource, inlineHashes } from '../../../server/securityHeaders'
import { entryLoader, firstPaintHtml, prepareFirstPaint, VIEW_TRANSITION_CSS } from './firstPaint'

const ENTRY = '/assets/entries/src_vike_client.abc.js'
const PAGE = `<!DOCTYPE html>
<html lang="pt-BR">
  <head>
    <link rel="stylesheet" type="text/css" href="/assets/static/global.abc.css">
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="modulepreload" href="/assets/chunks/framework.js">
    <link rel="stylesheet" href="https://fonts.example/x.css">
    <title>T</title>
  </head>
  <body><header class="a">Hi <details><summary class="a">Menu</summary><p class="c">Opened</p></details></header>
    <main><section data-section="hero"><h1 class="a">Hi</h1></section><section data-section="more" class="d">…</section></main>
    <script type="application/json" id="page-data">{}</script>
    <script src="${ENTRY}" type="module" async></script></body>
</html>`
const CSS = '.a{color:red}.b{color:blue}.c{color:green}.d{color:#000}.a:hover{color:pink}\n'
const SHEET_LINK = '<link rel="stylesheet" href="/assets/static/global.abc.css">'

describe('firstPaintHtml', () => {
  it("inlines the first screen's rules and links the whole sheet at the fold, and loads the entry from an inline loader", () => {
    const html = firstPaintHtml(PAGE, (href) => (href === '/assets/static/global.abc.css' ? CSS : 'missing'))
    expect(html).not.toContain('modulepreload')
    expect(html).not.toContain(`<script src="${ENTRY}"`)
    expect(html).toContain(`<script>${entryLoader(ENTRY)}</script>`)
    expect(html).toContain('<script type="application/json" id="page-data">{}</script>')
    expect(html).toContain('<link rel="stylesheet" href="https://fonts.example/x.css">')
    // The whole sheet is linked once, after the first block (the fold), out of <head>, where it would hold back the
    // first paint; everything after it, the loader too, waits for it.
    expect(html.match(/global\.abc\.css/g)).toHaveLength(1)
    expect(html).toContain(`<h1 class="a">Hi</h1></section>${SHEET_LINK}<section data-section="more"`)
    expect(html.indexOf(SHEET_LINK)).toBeLessThan(html.indexOf('<script>'))
    expect(entryLoader(ENTRY)).not.toContain('stylesheet')
    // Only the rules the first screen uses as parsed are inline: class "a" (not when hovered); not "b" (no such
    // element), "c" (in a closed <details>) or "d" (after the fold). Before them, the opt-in to the cross-fade
    // between pages (the built site's links are full page loads).
    expect(html.indexOf(`<style>${VIEW_TRANSITION_CSS}.a{color:red}</style>`)).toBeGreaterThan(
      html.indexOf('name="viewport"'),
    )
    expect(html.indexOf('<meta charset="utf-8" />')).toBeLessThan(1024)
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('<title>'))
    expect(firstPaintHtml(html, () => 'unused')).toBe(html)
  })

  it('refuses CSS that would end the <style> element early, and an odd entry URL', () => {
    expect(() => firstPaintHtml(PAGE, () => 'h1::after{content:"</style>"}')).toThrow(/<\/style/)
    expect(() => entryLoader('/a.js";alert(1);"')).toThrow(/Unexpected/)
  })
})

describe('prepareFirstPaint over a built site', () => {
  it('inlines in each page the rules it uses, so each page has its own style hash and all the same loader', async () => {
    const root = await mkdtemp(join(tmpdir(), 'first-paint-'))
    await mkdir(join(root, 'assets/static'), { recursive: true })
    await mkdir(join(root, 'pt-br/contato'), { recursive: true })
    await writeFile(join(root, 'assets/static/global.abc.css'), CSS)
    await writeFile(join(root, 'pt-br/index.html'), PAGE)
    await writeFile(
      join(root, 'pt-br/contato/index.html'),
      PAGE.replace('<h1 class="a">Hi</h1>', '<h1 class="b">C</h1>'),
    )
    expect(await prepareFirstPaint(root)).toBe(2)
    const [home, contact] = await Promise.all(
      ['pt-br/index.html', 'pt-br/contato/index.html'].map((page) => readFile(join(root, page), 'utf8')),
    )
    const loader = hashSource(entryLoader(ENTRY))
    expect(inlineHashes([home!])).toEqual({
      styles: [hashSource(`${VIEW_TRANSITION_CSS}.a{color:red}`)],
      scripts: [loader],
    })
    expect(inlineHashes([contact!])).toEqual({
      styles: [hashSource(`${VIEW_TRANSITION_CSS}.a{color:red}.b{color:#00f}`)],
      scripts: [loader],
    })
    const csp = contentSecurityPolicy(inlineHashes([home!]))
    expect(csp).toContain(`style-src 'self' ${hashSource(`${VIEW_TRANSITION_CSS}.a{color:red}`)};`)
    expect(csp).toContain(`script-src 'self' ${loader} `)
    expect(await prepareFirstPaint(root)).toBe(0)
  })
})
