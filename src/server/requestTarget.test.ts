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

describe('readsAsAnotherHost', () => {
  it('is true for the paths a browser reads as a host', () => {
    expect(['//evil.com', '/\\evil.com', '///'].map(readsAsAnotherHost)).toEqual([true, true, true])
    expect(['/', '/pt-br//x', '/a/b'].map(readsAsAnotherHost)).toEqual([false, false, false])
  })
})
