import { describe, expect, it } from 'vitest'
import { caseStudies, caseStudiesOf } from '../../content/case-studies'
import { servicePages } from '../../content/service-pages'
import { renderElement, withStandInImages } from '../../src/engine/testing'
import { CaseStudies } from './CaseStudies'
import { fixtures } from './fixtures'
import { caseStudiesSchema, type CaseStudiesProps } from './schema'

const render = (props: CaseStudiesProps, url?: string) =>
  renderElement(<CaseStudies {...withStandInImages(caseStudiesSchema, props)} sectionId="cases" />, url)

describe('caseStudies', () => {
  it('tells each case: client and field, outcome heading, challenge, what was built, results, source, services, screen', async () => {
    const document = await render(fixtures.three!)
    const section = document.querySelector('section#cases')!
    expect(document.getElementById(section.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Resultados que entregamos',
    )
    const articles = [...section.querySelectorAll('li > article')]
    expect(articles).toHaveLength(3)
    const first = articles[0]!
    expect(document.getElementById(first.getAttribute('aria-labelledby')!)?.tagName).toBe('H3')
    expect(first.querySelector('h3')?.textContent).toBe('Aprovação de 91% para 97%')
    expect(first.querySelector('p')?.textContent).toBe('Pagora · Fintech')
    const [story, results] = [...first.querySelectorAll('dl')]
    expect([...story!.querySelectorAll('dt, dd')].map((node) => node.textContent?.trim())).toEqual([
      'Desafio:',
      'Recusas.',
      'O que fizemos:',
      'APIs e IA.',
    ])
    expect(results!.getAttribute('aria-label')).toBe('Resultados')
    expect([...results!.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['+6 p.p.', '−42%', '3×'])
    expect([...results!.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'na aprovação',
      'em chargebacks',
      'no pico',
    ])
    expect(first.textContent).toContain('Dados do cliente, 12 meses.')
    expect(first.querySelector('ul[aria-label="Serviços"]')?.textContent).toBe('Integração de APIs')
    expect(first.querySelector('picture img')?.getAttribute('alt')).toBe('Tela do projeto da Pagora')
  })

  it('features the first case (two columns wide, screen beside text); the others sit two by two', async () => {
    const document = await render(fixtures.three!)
    const cards = [...document.querySelectorAll('section > div > ul > li')]
    expect(cards[0]!.className).toContain('lg:col-span-2')
    expect(cards[0]!.querySelector('article')?.className).toContain('lg:grid-cols-12')
    for (const card of cards.slice(1)) {
      expect(card.className).not.toContain('lg:col-span-2')
      expect(card.querySelector('article')?.className).not.toContain('lg:grid-cols-12')
    }
    expect(document.querySelector('section')?.getAttribute('data-surface')).toBe('muted')
  })

  it('loads its screens lazily: it is never the first block of a page', async () => {
    const document = await render(fixtures.one!)
    expect(document.querySelector('picture img')?.getAttribute('loading')).toBe('lazy')
    expect(document.querySelector('section')?.getAttribute('data-surface')).toBe('light')
  })
})

describe('the case studies of content/case-studies.ts', () => {
  it('give every service page at least one case, and the section tells all of them', async () => {
    for (const page of servicePages.entries) expect(caseStudiesOf(page.service).length, page.slug).toBeGreaterThan(0)
    const document = await render({ title: { id: 'x', message: 'x' }, cases: caseStudies.entries })
    expect(document.querySelectorAll('article')).toHaveLength(caseStudies.entries.length)
  })
})
