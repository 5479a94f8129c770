import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../../i18n/locales'
import { contentSecurityPolicy, securityHeaders } from '../../../server/securityHeaders'
import { headersFile, redirectsFile } from './cdn'

describe('CDN files', () => {
  it('_headers: the security headers on every path, hashed assets immutable, not-found pages never cached', () => {
    const headers = securityHeaders()
    const home = { styles: ["'sha256-home='"], scripts: ["'sha256-loader='"] }
    const contact = { styles: ["'sha256-contact='"], scripts: ["'sha256-loader='"] }
    const file = headersFile(headers, LOCALES, { 'index.html': home, 'pt-br/contato/index.html': contact })
    for (const [name, value] of Object.entries(headers))
      if (name !== 'Content-Security-Policy') expect(file).toContain(`  ${name}: ${value}\n`)
    // Each page's CSP on its own path, with its own hashes; none site-wide (Cloudflare Pages would join it).
    expect(file).toContain(`/\n  Content-Security-Policy: ${contentSecurityPolicy(home)}\n`)
    expect(file).toContain(`/pt-br/contato\n  Content-Security-Policy: ${contentSecurityPolicy(contact)}\n`)
    expect(file.match(/Content-Security-Policy: /g)).toHaveLength(3)
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
