// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { prefetchOnIntent, prefetchPage } from './prefetch'

const prefetches = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.getAttribute('href'))

describe('prefetch', () => {
  afterEach(() => {
    document.head.innerHTML = ''
    document.body.innerHTML = ''
  })

  it('fetches a page of the site ahead once, by path and query, and never the page on screen or another origin', () => {
    history.replaceState(null, '', '/pt-br')
    prefetchPage('/pt-br/contato')
    prefetchPage(`${location.origin}/pt-br/contato`)
    prefetchPage('/pt-br/noticias?pagina=2#topo')
    prefetchPage('/pt-br')
    prefetchPage('https://example.com/pt-br/quem-somos')
    expect(prefetches()).toEqual(['/pt-br/contato', '/pt-br/noticias?pagina=2'])
  })

  it('fetches ahead the page behind a link the visitor points at or focuses, but not one that opens elsewhere', () => {
    history.replaceState(null, '', '/en-us')
    document.body.innerHTML = [
      '<a href="/en-us/quem-somos"><span>About</span></a>',
      '<a href="/en-us/obrigado" target="_blank">Thanks</a>',
      '<a href="/rafael.vcf" download>Card</a>',
      '<a href="/en-us/contato">Contact</a>',
    ].join('')
    prefetchOnIntent(document)
    const [about, blank, card, contact] = [...document.querySelectorAll('a')]
    about!.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }))
    blank!.dispatchEvent(new Event('pointerover', { bubbles: true }))
    card!.dispatchEvent(new Event('focusin', { bubbles: true }))
    contact!.dispatchEvent(new Event('focusin', { bubbles: true }))
    expect(prefetches()).toEqual(['/en-us/quem-somos', '/en-us/contato'])
  })
})
