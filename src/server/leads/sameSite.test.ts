import { describe, expect, it } from 'vitest'
import { sameSiteOrigin } from './sameSite'

const host = 'www.nuvora.example'

describe('sameSiteOrigin (cross-site form posts)', () => {
  it('accepts a post whose Origin, or else Referer, is this host', () => {
    expect(sameSiteOrigin({ host, origin: 'https://www.nuvora.example' }, [])).toBe('https://www.nuvora.example')
    expect(sameSiteOrigin({ host, referer: 'http://www.nuvora.example/pt-br/contato?x=1' }, [])).toBe(
      'http://www.nuvora.example',
    )
    expect(sameSiteOrigin({ host: 'WWW.nuvora.example', origin: 'https://www.nuvora.example' }, [])).not.toBeNull()
  })

  it('accepts a configured other origin', () => {
    expect(sameSiteOrigin({ host, origin: 'https://partner.example' }, ['https://partner.example'])).toBe(
      'https://partner.example',
    )
  })

  it('refuses another site, Origin null, neither header, lookalike hosts and odd schemes', () => {
    expect(sameSiteOrigin({ host, origin: 'https://evil.example' }, [])).toBeNull()
    expect(sameSiteOrigin({ host, origin: 'null' }, [])).toBeNull()
    expect(sameSiteOrigin({ host }, [])).toBeNull()
    expect(sameSiteOrigin({ host, origin: 'https://www.nuvora.example.evil.example' }, [])).toBeNull()
    expect(sameSiteOrigin({ host, referer: 'https://evil.example/?www.nuvora.example' }, [])).toBeNull()
    expect(sameSiteOrigin({ host, origin: 'https://evil.example', referer: `https://${host}/` }, [])).toBeNull()
    expect(sameSiteOrigin({ host, referer: `ftp://${host}/` }, [])).toBeNull()
    expect(sameSiteOrigin({ origin: `https://${host}` }, [])).toBeNull()
  })
})
