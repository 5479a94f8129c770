import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../../i18n/locales'
import { securityHeaders } from '../../../server/securityHeaders'
import { headersFile, redirectsFile } from './cdn'

describe('CDN files', () => {
  it('_headers: the security headers on every path, hashed assets immutable, not-found pages never cached', () => {
    const headers = securityHeaders({ styles: ["'sha256-critical='"], scripts: ["'sha256-loader='"] })
    const file = headersFile(headers, LOCALES)
    for (const [name, value] of Object.entries(headers)) expect(file).toContain(`  ${name}: ${value}\n`)
    expect(file).toContain("style-src 'self' 'sha256-critical='")
    expect(file).toContain("script-src 'self' 'sha256-loader='")
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable')
    expect(file).toContain('/en-us/404/*\n  Cache-Control: no-store')
    // SVGs, last, with a policy of their own (a later rule replaces the header on Netlify).
    expect(file.trimEnd().split('\n').slice(-2)).toEqual([
      '/*.svg',
      "  Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; sandbox",
    ])
  })

  it('_redirects: host rules first, the lead service, prefix-less 301s, then the localized 404s', () => {
    const file = redirectsFile({
      hosts: { 'pt-br': 'testco.example', 'en-us': 'testco-en.example' },
      redirects: [{ from: '/contact', to: '/pt-br/contact' }],
      leadService: 'https://leads.testco.example',
      notFoundLocales: LOCALES,
    })
    const lines = file.split('\n').filter((line) => line && !line.startsWith('#'))
    expect(lines).toEqual([
      'https://testco-en.example/  /en-us  301!',
      'https://www.testco-en.example/  /en-us  301!',
      'https://testco-en.example/pt-br  https://testco.example/pt-br  301!',
      'https://testco-en.example/pt-br/*  https://testco.example/pt-br/:splat  301!',
      'https://www.testco-en.example/pt-br  https://www.testco.example/pt-br  301!',
      'https://www.testco-en.example/pt-br/*  https://www.testco.example/pt-br/:splat  301!',
      'https://testco.example/en-us  https://testco-en.example/en-us  301!',
      'https://testco.example/en-us/*  https://testco-en.example/en-us/:splat  301!',
      'https://www.testco.example/en-us  https://www.testco-en.example/en-us  301!',
      'https://www.testco.example/en-us/*  https://www.testco-en.example/en-us/:splat  301!',
      '/api/*  https://leads.testco.example/api/:splat  200',
      '/contact  /pt-br/contact  301',
      '/en-us/*  /en-us/404/index.html  404',
      '/es-es/*  /es-es/404/index.html  404',
      '/*  /pt-br/404/index.html  404',
    ])
  })
})
