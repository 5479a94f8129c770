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
  <body><h1 class="a">Hi</h1><script type="application/json" id="page-data">{}</script>
    <script src="${ENTRY}" type="module" async></script></body>
</html>`
const CSS = '.a{color:red}.b{color:blue}\n'

describe('firstPaintHtml', () => {
  it('puts the site stylesheet inline after charset and viewport, and loads the entry only from an inline loader', () => {
    const html = firstPaintHtml(PAGE, (href) => (href === '/assets/static/global.abc.css' ? CSS : 'missing'))
    expect(html).not.toContain('modulepreload')
    expect(html).not.toContain(`<script src="${ENTRY}"`)
    expect(html).toContain(`<script>${entryLoader(ENTRY, ['/assets/static/global.abc.css'])}</script>`)
    expect(html).toContain('<script type="application/json" id="page-data">{}</script>')
    expect(html).toContain('<link rel="stylesheet" href="https://fonts.example/x.css">')
    // No link to the sheet is left in the HTML: Chromium's preload scanner fetches even a disabled one. The loader
    // adds it whole after the first paint, enabled (the page inlined only its own rules).
    expect(html).not.toMatch(/<link[^>]*global\.abc\.css/)
    expect(entryLoader(ENTRY, ['/assets/static/global.abc.css'])).toContain(
      '["/assets/static/global.abc.css"].forEach(function(h){var l=document.createElement("link");l.rel="stylesheet";l.href=h;document.head.appendChild(l)})',
    )
    expect(entryLoader(ENTRY, ['/assets/static/global.abc.css'])).not.toContain('disabled')
    // Only the rules the page can use are inline: it has an element of class "a", none of class "b"; before them,
    // the opt-in to the cross-fade between pages (the built site's links are full page loads).
    expect(html.indexOf(`<style>${VIEW_TRANSITION_CSS}.a{color:red}</style>`)).toBeGreaterThan(
      html.indexOf('name="viewport"'),
    )
    expect(html.indexOf('<meta charset="utf-8" />')).toBeLessThan(1024)
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('<title>'))
    expect(firstPaintHtml(html, () => 'unused')).toBe(html)
  })

  it('refuses CSS that would end the <style> element early, and an odd entry URL', () => {
    expect(() => firstPaintHtml(PAGE, () => 'h1::after{content:"</style>"}')).toThrow(/<\/style/)
    expect(() => entryLoader('/a.js";alert(1);"', [])).toThrow(/Unexpected/)
    expect(() => entryLoader(ENTRY, ['/a.css"]);alert(1);//'])).toThrow(/Unexpected/)
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
    const loader = hashSource(entryLoader(ENTRY, ['/assets/static/global.abc.css']))
    expect(inlineHashes([home!])).toEqual({
      styles: [hashSource(`${VIEW_TRANSITION_CSS}.a{color:red}`)],
      scripts: [loader],
    })
    expect(inlineHashes([contact!])).toEqual({
      styles: [hashSource(`${VIEW_TRANSITION_CSS}.b{color:#00f}`)],
      scripts: [loader],
    })
    const csp = contentSecurityPolicy(inlineHashes([home!]))
    expect(csp).toContain(`style-src 'self' ${hashSource(`${VIEW_TRANSITION_CSS}.a{color:red}`)};`)
    expect(csp).toContain(`script-src 'self' ${loader} `)
    expect(await prepareFirstPaint(root)).toBe(0)
  })
})
