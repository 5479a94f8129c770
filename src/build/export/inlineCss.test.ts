import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, inlineStyleHashes, styleHashSource } from '../../server/securityHeaders'
import { inlineCss, inlinePageCss } from './inlineCss'

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
  <body><h1>Hi</h1><script src="/assets/entries/client.js" type="module" async></script></body>
</html>`
const CSS = '.a{color:red}\n'

describe('inlinePageCss', () => {
  it('puts the same-site stylesheet inline after charset and viewport, drops module preloads, keeps the scripts', () => {
    const html = inlinePageCss(PAGE, (href) => (href === '/assets/static/global.abc.css' ? CSS : 'missing'))
    expect(html).not.toContain('global.abc.css')
    expect(html).not.toContain('modulepreload')
    expect(html).toContain('<script src="/assets/entries/client.js" type="module" async></script>')
    expect(html).toContain('<link rel="stylesheet" href="https://fonts.example/x.css">')
    expect(html.indexOf('<style>.a{color:red}</style>')).toBeGreaterThan(html.indexOf('name="viewport"'))
    expect(html.indexOf('<meta charset="utf-8" />')).toBeLessThan(1024)
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('<title>'))
  })

  it('refuses CSS that would end the <style> element early', () => {
    expect(() => inlinePageCss(PAGE, () => 'a::after{content:"</style>"}')).toThrow(/<\/style/)
  })
})

describe('inlineCss over a built site', () => {
  it('rewrites every page with the same text, so the CSP needs one hash, the one the browser computes', async () => {
    const root = await mkdtemp(join(tmpdir(), 'inline-css-'))
    await mkdir(join(root, 'assets/static'), { recursive: true })
    await mkdir(join(root, 'pt-br/contato'), { recursive: true })
    await writeFile(join(root, 'assets/static/global.abc.css'), CSS)
    await writeFile(join(root, 'pt-br/index.html'), PAGE)
    await writeFile(join(root, 'pt-br/contato/index.html'), PAGE.replace('<h1>Hi</h1>', '<h1>Contato</h1>'))
    expect(await inlineCss(root)).toBe(2)
    const pages = await Promise.all(
      ['pt-br/index.html', 'pt-br/contato/index.html'].map((page) => readFile(join(root, page), 'utf8')),
    )
    const hashes = inlineStyleHashes(pages)
    expect(hashes).toEqual([styleHashSource(CSS.trim())])
    expect(contentSecurityPolicy(hashes)).toContain(`style-src 'self' ${styleHashSource('.a{color:red}')}`)
    expect(await inlineCss(root)).toBe(0)
  })
})
