import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, hashSource, inlineHashes, securityHeaders } from './securityHeaders'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('CSP for the inline elements the build writes', () => {
  it('hashes the exact text of each inline <style> and executable <script>, once per distinct text', () => {
    const css = '.a{color:red}\n/* é */ .b::after{content:"→"}'
    const loader = 'requestAnimationFrame(function(){})'
    const page = `<html><head><style>${css}</style><script type="application/ld+json">{"a":1}</script></head>
      <body><style media="print">p{margin:0}</style><script type="application/json" id="page-data">{}</script>
      <script src="/assets/a.js" type="module"></script><script>${loader}</script></body></html>`
    expect(inlineHashes([page, page])).toEqual({
      styles: [sha256(css), sha256('p{margin:0}')].sort(),
      scripts: [sha256(loader)],
    })
    expect(hashSource(css)).toBe(sha256(css))
    expect(inlineHashes(['<html><link rel="stylesheet" href="/a.css"></html>'])).toEqual({ styles: [], scripts: [] })
  })

  it('adds the hashes to style-src and script-src only, never unsafe-inline', () => {
    const csp = contentSecurityPolicy({ styles: ["'sha256-css='"], scripts: ["'sha256-js='"] })
    expect(csp).toContain("style-src 'self' 'sha256-css='; ")
    expect(csp).toContain(
      "script-src 'self' 'sha256-js=' https://www.googletagmanager.com https://connect.facebook.net; ",
    )
    expect(csp).not.toContain('unsafe-inline')
    expect(securityHeaders({ styles: ["'sha256-css='"], scripts: ["'sha256-js='"] })['Content-Security-Policy']).toBe(
      csp,
    )
    expect(contentSecurityPolicy()).toContain("style-src 'self'; ")
    expect(contentSecurityPolicy()).toContain("script-src 'self' https://www.googletagmanager.com")
  })
})
