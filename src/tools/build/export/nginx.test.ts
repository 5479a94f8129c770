import { describe, expect, it } from 'vitest'
import { securityHeaders } from '../../../server/securityHeaders'
import { nginxConf } from './nginx'

const headers = securityHeaders({ styles: ["'sha256-critical='"], scripts: ["'sha256-loader='"] })
const conf = nginxConf({
  root: '/srv/site',
  listen: '80',
  leadService: '127.0.0.1:3000',
  headers,
  hosts: { 'pt-br': 'testco.example' },
  redirects: [],
  notFoundLocales: ['pt-br'],
})

describe('the generated nginx config', () => {
  it('sends the security headers on every answer, the CSP chosen by the type of what it sends', () => {
    for (const [name, value] of Object.entries(headers))
      if (name !== 'Content-Security-Policy') expect(conf).toContain(`  add_header ${name} "${value}" always;\n`)
    expect(conf).toContain('  add_header Content-Security-Policy $content_security_policy always;\n')
    expect(conf).not.toMatch(/add_header Content-Security-Policy "/)
  })

  it('gives SVGs a CSP of their own: nothing loaded or run, sandboxed; everything else the pages’ policy', () => {
    const map = /map \$sent_http_content_type \$content_security_policy \{\n([^}]*)\}/.exec(conf)?.[1]
    expect(map?.split('\n').filter(Boolean)).toEqual([
      `  default "${headers['Content-Security-Policy']}";`,
      `  "~*^image/svg\\+xml" "default-src 'none'; style-src 'unsafe-inline'; sandbox";`,
    ])
  })
})
