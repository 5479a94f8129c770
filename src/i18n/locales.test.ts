import { describe, expect, it } from 'vitest'
import { isLocale, localeOfPath, localizePath, parseLocalePath, resolveHref } from './locales'

describe('parseLocalePath', () => {
  it('reads a locale prefix and the rest of the path', () => {
    expect(parseLocalePath('/en-us/quem-somos')).toEqual({ locale: 'en-us', path: '/quem-somos' })
    expect(parseLocalePath('/es-es/servicos/apis')).toEqual({ locale: 'es-es', path: '/servicos/apis' })
  })
  it('treats a bare locale as that locale home', () => {
    expect(parseLocalePath('/pt-br')).toEqual({ locale: 'pt-br', path: '/' })
    expect(parseLocalePath('/pt-br/')).toEqual({ locale: 'pt-br', path: '/' })
  })
  it('accepts an upper-case prefix', () => {
    expect(parseLocalePath('/EN-US/contato')).toEqual({ locale: 'en-us', path: '/contato' })
  })
  it('returns null for a path without a known locale prefix', () => {
    expect(parseLocalePath('/')).toEqual({ locale: null, path: '/' })
    expect(parseLocalePath('/quem-somos')).toEqual({ locale: null, path: '/quem-somos' })
    expect(parseLocalePath('/fr-fr/quem-somos')).toEqual({ locale: null, path: '/fr-fr/quem-somos' })
    expect(parseLocalePath('/pt-bra')).toEqual({ locale: null, path: '/pt-bra' })
  })
  it('drops a trailing slash', () => {
    expect(parseLocalePath('/en-us/quem-somos/')).toEqual({ locale: 'en-us', path: '/quem-somos' })
  })
})

describe('localizePath, localeOfPath and isLocale', () => {
  it('prefixes a path, with the home as the bare locale', () => {
    expect(localizePath('/contato', 'es-es')).toBe('/es-es/contato')
    expect(localizePath('/', 'en-us')).toBe('/en-us')
  })
  it('defaults an unprefixed path to pt-br', () => {
    expect(localeOfPath('/')).toBe('pt-br')
    expect(localeOfPath('/xx-yy/abc')).toBe('pt-br')
    expect(isLocale('en-us')).toBe(true)
    expect(isLocale('en')).toBe(false)
  })
})

describe('resolveHref', () => {
  it('localizes locale-less paths, keeping the anchor', () => {
    expect(resolveHref('/contato', 'en-us')).toBe('/en-us/contato')
    expect(resolveHref('/quem-somos/#servicos', 'es-es')).toBe('/es-es/quem-somos#servicos')
  })
  it('keeps locale-fixed paths, anchors and external links', () => {
    expect(resolveHref('/pt-br/contato', 'en-us')).toBe('/pt-br/contato')
    expect(resolveHref('#servicos', 'en-us')).toBe('#servicos')
    expect(resolveHref('https://example.com/a', 'en-us')).toBe('https://example.com/a')
  })
})
