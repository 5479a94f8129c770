import { describe, expect, it } from 'vitest'
import { hostParts, hostRedirect, refusedHost } from './hostRules'

const hosts = { 'pt-br': 'nuvora.example', 'en-us': 'nuvora-en.example' }
const redirect = (host: string | undefined, path: string, search = '') => hostRedirect(host, path, search, hosts)

describe('host rules', () => {
  it('the English host at / goes to /en-us, query kept', () => {
    expect(redirect('nuvora-en.example', '/')).toBe('/en-us')
    expect(redirect('www.nuvora-en.example:443', '/', '?utm=x')).toBe('/en-us?utm=x')
    expect(redirect('nuvora.example', '/')).toBeUndefined()
  })

  it('the Portuguese host with a /en-us path goes to the English host, www kept', () => {
    expect(redirect('nuvora.example', '/en-us/quem-somos', '?a=1')).toBe(
      'https://nuvora-en.example/en-us/quem-somos?a=1',
    )
    expect(redirect('www.nuvora.example', '/en-us')).toBe('https://www.nuvora-en.example/en-us')
  })

  it('the English host with a /pt-br path goes to the Portuguese host, www kept', () => {
    expect(redirect('www.nuvora-en.example', '/pt-br/contato')).toBe('https://www.nuvora.example/pt-br/contato')
    expect(redirect('NUVORA-EN.EXAMPLE', '/PT-BR')).toBe('https://nuvora.example/PT-BR')
  })

  it('leaves other paths, locales without a host and unknown hosts alone', () => {
    expect(redirect('nuvora.example', '/pt-br/contato')).toBeUndefined()
    expect(redirect('nuvora-en.example', '/en-us/contato')).toBeUndefined()
    expect(redirect('nuvora-en.example', '/es-es/contato')).toBeUndefined()
    expect(redirect('localhost:3000', '/en-us')).toBeUndefined()
    expect(redirect(undefined, '/')).toBeUndefined()
  })

  it('never puts a requested host or a protocol-relative path into Location', () => {
    for (const host of [
      'evil.example',
      'nuvora.example.evil.example',
      'evil.example#nuvora.example',
      'nuvora.example@evil.example',
      'www.evil.example',
    ])
      expect(redirect(host, '/en-us'), host).toBeUndefined()
    expect(redirect('nuvora.example', '//evil.example/en-us')).toBeUndefined()
    const location = redirect('nuvora.example', '/en-us/%0d%0aSet-Cookie:x')
    expect(location).toBe('https://nuvora-en.example/en-us/%0d%0aSet-Cookie:x')
    expect(new URL(location!).host).toBe('nuvora-en.example')
  })
})

describe('Host as nginx reads it', () => {
  it('takes a trailing dot for the same host, with or without a port (regression: Node ignored the host rules)', () => {
    expect(redirect('nuvora-en.example.', '/')).toBe('/en-us')
    expect(redirect('www.nuvora-en.example.:443', '/pt-br/contato')).toBe('https://www.nuvora.example/pt-br/contato')
    expect(hostParts('Nuvora.EXAMPLE.:8080')).toEqual({ name: 'nuvora.example', port: ':8080' })
    expect(hostParts('[::1]:3000')).toEqual({ name: '[::1]', port: ':3000' })
    expect(hostParts('localhost')).toEqual({ name: 'localhost', port: '' })
  })

  it('refuses what nginx refuses with 400: empty, two dots in a row, a slash or space, two Host headers', () => {
    for (const host of ['', '.', ':80', 'a..b', 'nuvora.example..', 'a/b', 'a b', 'a\tb', 'a\u007fb'])
      expect(hostParts(host), JSON.stringify(host)).toBeUndefined()
    expect(refusedHost(['Host', 'localhost', 'HOST', 'localhost'])).toBe(true)
    expect(refusedHost(['host', 'localhost', 'Accept', '*/*', 'Host', 'evil.example'])).toBe(true)
    expect(refusedHost(['Host', 'nuvora..example'])).toBe(true)
    expect(refusedHost(['Host', 'nuvora.example.', 'X-Host', 'a..b'])).toBe(false)
    expect(refusedHost([])).toBe(false)
  })
})

describe('host rules in the server', () => {
  it('answers 301 with the Location from the allow-list, whatever X-Forwarded-Host says', async () => {
    const { createServer } = await import('node:http')
    const { createApp } = await import('./app')
    const server = createServer(createApp({ files: new Map(), hosts }))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as import('node:net').AddressInfo
    try {
      const response = await new Promise<import('node:http').IncomingMessage>((resolve) =>
        import('node:http').then((http) =>
          http.get(
            {
              port,
              host: '127.0.0.1',
              path: '/en-us/contato?x=1',
              headers: { host: 'www.nuvora.example', 'x-forwarded-host': 'evil.example' },
            },
            resolve,
          ),
        ),
      )
      expect([response.statusCode, response.headers.location]).toEqual([
        301,
        'https://www.nuvora-en.example/en-us/contato?x=1',
      ])
      response.resume()
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})
