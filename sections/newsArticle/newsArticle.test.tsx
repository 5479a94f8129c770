import { describe, expect, it } from 'vitest'
import { renderElement } from '../../src/engine/testing'
import { fixtures } from './fixtures'
import { NewsArticle } from './NewsArticle'

describe('newsArticle', () => {
  it('titles the page with the headline (h1) and names the article by it', async () => {
    const document = await renderElement(<NewsArticle {...fixtures.article!} />)
    const h1 = document.querySelector('h1')!
    expect(h1.textContent).toBe('Título dois')
    expect(document.querySelectorAll('h1')).toHaveLength(1)
    expect(document.querySelector('article')?.getAttribute('aria-labelledby')).toBe(h1.id)
    expect(document.querySelector('header p')?.textContent).toBe('Resumo dois')
  })

  it('opens the original source in a new tab without handing over window.opener, and says so', async () => {
    const document = await renderElement(<NewsArticle {...fixtures.article!} />, '/en-us')
    const links = [...document.querySelectorAll('a')]
    expect(links).toHaveLength(1)
    const [link] = links
    expect(link!.getAttribute('href')).toBe('https://www.jornal.example/dois')
    expect(link!.getAttribute('target')).toBe('_blank')
    expect(link!.getAttribute('rel')).toBe('noopener noreferrer')
    expect(link!.textContent).toContain('(opens in a new tab)')
  })

  it('shows the info card (date, source host, reading time) and every paragraph of the text', async () => {
    const document = await renderElement(<NewsArticle {...fixtures.article!} />)
    const terms = [...document.querySelectorAll('dt')].map((dt) => dt.textContent)
    const details = [...document.querySelectorAll('dd')].map((dd) => dd.textContent)
    expect(terms).toEqual(['Publicada em', 'Fonte', 'Leitura'])
    expect(details).toEqual(['2 de julho de 2024', 'jornal.example', '1 min'])
    expect(document.querySelector('aside h2')?.textContent).toBe('Sobre a publicação')
    const text = [...document.querySelectorAll('article > div p')].map((p) => p.textContent)
    expect(text).toEqual(['Primeiro parágrafo de dois.', 'Segundo parágrafo de dois.'])
  })
})
