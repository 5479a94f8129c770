import { describe, expect, it } from 'vitest'
import { renderElement } from '../../src/engine/testing'
import { AiNewsList } from './AiNewsList'
import { fixtures } from './fixtures'

describe('aiNewsList', () => {
  it('shows the category tiles as a named list', async () => {
    const document = await renderElement(<AiNewsList {...fixtures.fourTiles!} />)
    const tiles = document.querySelector('ul[aria-label="Categorias"]')!
    expect([...tiles.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Mundo', 'Mundo', 'Mundo', 'Mundo'])
  })

  it('links every item to its Portuguese detail page, whatever the page locale', async () => {
    const document = await renderElement(<AiNewsList {...fixtures.fourTiles!} />, '/en-us')
    expect([...document.querySelectorAll('h3 a')].map((a) => a.getAttribute('href'))).toEqual([
      '/pt-br/ia-noticia/agua-e-energia',
      '/pt-br/ia-noticia/outra',
    ])
  })

  it('clamps the text to four lines and shows date and relevance grade', async () => {
    const document = await renderElement(<AiNewsList {...fixtures.noTiles!} />)
    const text = document.querySelector('h3 + p')!
    expect(text.className).toContain('line-clamp-4')
    expect(text.textContent).toBe('Primeiro parágrafo. Segundo parágrafo.')
    expect(document.querySelector('time')?.textContent).toBe('23 de julho de 2024')
    expect(document.body.textContent).toContain('Grau de relevância: 8-10')
  })
})
