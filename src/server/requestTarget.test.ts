import { describe, expect, it } from 'vitest'
import { MAX_URL_LENGTH, parseRequestTarget, readsAsAnotherHost } from './requestTarget'

describe('parseRequestTarget', () => {
  it('splits an origin-form target into its path, decoded path and query', () => {
    expect(parseRequestTarget('/pt-br/a%C3%A7%C3%A3o?x=1&y', 'x')).toEqual({
      path: '/pt-br/a%C3%A7%C3%A3o',
      pathname: '/pt-br/ação',
      search: '?x=1&y',
    })
    expect(parseRequestTarget('/?', 'x')).toEqual({ path: '/', pathname: '/', search: '' })
    expect(parseRequestTarget('//evil.com', 'x')).toEqual({ path: '//evil.com', pathname: '//evil.com', search: '' })
  })

  it('takes the path of an absolute-form target for the Host header only', () => {
    expect(parseRequestTarget('HTTP://Site.example', 'site.example')).toEqual({ path: '/', pathname: '/', search: '' })
    expect(parseRequestTarget('https://site.example:8443?q', 'site.example:8443')).toEqual({
      path: '/',
      pathname: '/',
      search: '?q',
    })
    expect(parseRequestTarget('http://Site.Example./a', 'site.example')).toEqual({
      path: '/a',
      pathname: '/a',
      search: '',
    })
    expect(parseRequestTarget('http://site.example:1/', 'site.example:2')).toEqual({ status: 400 })
    expect(parseRequestTarget('http://site..example/', 'site..example')).toEqual({ status: 400 })
    expect(parseRequestTarget('http://other.example/', 'site.example')).toEqual({ status: 400 })
    expect(parseRequestTarget('http://', 'site.example')).toEqual({ status: 400 })
  })

  it('refuses, never throws on, anything else', () => {
    for (const target of [
      undefined,
      '',
      '*',
      'site.example:443',
      'a/b',
      '/%',
      '/%E0%A4%A',
      '/a#b',
      '/é',
      '/\u0000',
      '/a b',
    ])
      expect(parseRequestTarget(target, 'x'), String(target)).toEqual({ status: 400 })
    expect(parseRequestTarget(`/${'x'.repeat(MAX_URL_LENGTH)}`, 'x')).toEqual({ status: 414 })
  })
})

describe('dot segments', () => {
  it('refuses them, written as they are or encoded, as nginx does (regression: Node 404, nginx resolved them)', () => {
    for (const target of [
      '/./pt-br',
      '/pt-br/../en-us',
      '/pt-br/.',
      '/pt-br/..?x',
      '/pt-br/%2e%2e/x',
      '/pt-br/%2E/x',
      '/pt-br/.%2e',
      '/pt-br%2f..%2fen-us',
      '/..%2F..%2Fetc/passwd',
      'http://x/pt-br/../en-us',
    ])
      expect(parseRequestTarget(target, 'x'), target).toEqual({ status: 400 })
  })

  it('leaves names with dots alone', () => {
    for (const target of ['/pt-br/..x', '/pt-br/...', '/.well-known/x', '/a.b/c', '/pt-br/%252e%252e', '/?a=/../'])
      expect(parseRequestTarget(target, 'x'), target).not.toEqual({ status: 400 })
  })
})

describe('readsAsAnotherHost', () => {
  it('is true for the paths a browser reads as a host', () => {
    expect(['//evil.com', '/\\evil.com', '///'].map(readsAsAnotherHost)).toEqual([true, true, true])
    expect(['/', '/pt-br//x', '/a/b'].map(readsAsAnotherHost)).toEqual([false, false, false])
  })
})
