import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, inlineStyleHashes, securityHeaders, styleHashSource } from './securityHeaders'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('CSP for inline critical CSS', () => {
  it('hashes the exact text of each <style> element, once per distinct text, as the browser does', () => {
    const css = '.a{color:red}\n/* é */ .b::after{content:"→"}'
    const page = `<html><head><style>${css}</style></head><body><style media="print">p{margin:0}</style></body></html>`
    expect(inlineStyleHashes([page, page])).toEqual([sha256(css), sha256('p{margin:0}')].sort())
    expect(styleHashSource(css)).toBe(sha256(css))
    expect(inlineStyleHashes(['<html><link rel="stylesheet" href="/a.css"></html>'])).toEqual([])
  })

  it('adds the hashes to style-src only, never unsafe-inline', () => {
    const csp = contentSecurityPolicy(["'sha256-abc='"])
    expect(csp).toContain("style-src 'self' 'sha256-abc='; ")
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com https://connect.facebook.net; ")
    expect(csp).not.toContain('unsafe-inline')
    expect(securityHeaders(["'sha256-abc='"])['Content-Security-Policy']).toBe(csp)
    expect(contentSecurityPolicy()).toContain("style-src 'self'; ")
  })
})
