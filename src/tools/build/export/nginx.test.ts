import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, securityHeaders } from '../../../server/securityHeaders'
import { nginxConf } from './nginx'

const headers = securityHeaders()
const conf = nginxConf({
  root: '/srv/site',
  listen: '80',
  leadService: '127.0.0.1:3000',
  headers,
  pages: {
    'index.html': { styles: ["'sha256-home='"], scripts: ["'sha256-loader='"] },
    'pt-br/contato/index.html': { styles: ["'sha256-contact='"], scripts: ["'sha256-loader='"] },
  },
  hosts: { 'pt-br': 'testco.example' },
  redirects: [],
  notFoundLocales: ['pt-br'],
})

describe('the generated nginx config', () => {
  it('sends the security headers on every answer, the CSP chosen by the type of what it sends', () => {
    for (const [name, value] of Object.entries(headers))
      if (name !== 'Content-Security-Policy') expect(conf).toContain(`  add_header ${name} "${value}" always;\n`)
    expect(conf).toContain('  add_header Content-Security-Policy $answer_content_security_policy always;\n')
    expect(conf).not.toMatch(/add_header Content-Security-Policy "/)
  })

  it('gives SVGs a CSP of their own: nothing loaded or run, sandboxed; a page the hashes of its own inline elements', () => {
    const map = /map \$sent_http_content_type \$content_security_policy \{\n([^}]*)\}/.exec(conf)?.[1]
    const policy = contentSecurityPolicy({ styles: ['@S'], scripts: ['@J'] })
      .replace(' @S', '$page_inline_styles')
      .replace(' @J', '$page_inline_scripts')
    expect(map?.split('\n').filter(Boolean)).toEqual([
      `  default "${policy}";`,
      `  "~*^image/svg\\+xml" "default-src 'none'; style-src 'unsafe-inline'; sandbox";`,
    ])
    const styles = /map "\$status \$uri" \$page_inline_styles \{\n([^}]*)\}/.exec(conf)?.[1]
    const lines = (uri: string, hash: string) => [200, 304, 404].map((status) => `  "${status} ${uri}" " ${hash}";`)
    expect(styles?.split('\n').filter(Boolean)).toEqual([
      '  default "";',
      ...lines('/index.html', "'sha256-home='"),
      ...lines('/', "'sha256-home='"),
      ...lines('/pt-br/contato/index.html', "'sha256-contact='"),
      ...lines('/pt-br/contato', "'sha256-contact='"),
    ])
    expect(conf).toContain(`  "200 /pt-br/contato/index.html" " 'sha256-loader='";`)
  })
})
