// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { BlockPosition, loadI18n, renderElement, withStandInImages } from '../../src/engine/testing'
import { AiNewsDetail } from './AiNewsDetail'
import { fixtures as allFixtures } from './fixtures'
import { aiNewsDetailSchema, type AiNewsDetailProps } from './schema'

/** The fixtures as a built page renders them: the cover with its files. */
const fixtures = Object.fromEntries(
  Object.entries(allFixtures).map(([name, props]) => [name, withStandInImages(aiNewsDetailSchema, props)]),
) as Record<string, AiNewsDetailProps>

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}

describe('aiNewsDetail, as prerendered', () => {
  it('shows the original title, the generated title as the h1, the grade and the date', async () => {
    const document = await renderElement(<AiNewsDetail {...fixtures.withTags!} />)
    expect(document.querySelectorAll('h1')).toHaveLength(1)
    expect(document.querySelector('h1')?.textContent).toBe('Título reescrito pela IA')
    expect(document.body.textContent).toContain('Título originalTítulo do portal')
    const details = Object.fromEntries(
      [...document.querySelectorAll('dl > div')].map((row) => [
        row.querySelector('dt')!.textContent,
        row.querySelector('dd')!.textContent,
      ]),
    )
    expect(details).toEqual({ 'Grau de relevância:': '8-10', 'Publicada em:': '23 de julho de 2024' })
  })

  it('clamps the text to 12 lines, 20 on wide screens, behind a link to the text that lifts the clamp', async () => {
    const document = await renderElement(<AiNewsDetail {...fixtures.withTags!} />)
    expect(document.querySelector('button')).toBeNull()
    const toggle = document.querySelector('a[href^="#"]')!
    const text = document.getElementById(toggle.getAttribute('href')!.slice(1))!
    expect(text.className.split(' ')).toEqual(
      expect.arrayContaining([
        'line-clamp-12',
        'lg:line-clamp-20',
        'target:line-clamp-none',
        'lg:target:line-clamp-none',
      ]),
    )
    expect(text.querySelectorAll('p')).toHaveLength(2)
    expect(toggle.textContent).toBe('Ler o texto completo')
  })

  it('lists the tags only when the item has some, and names the partner logos', async () => {
    const tagged = await renderElement(<AiNewsDetail {...fixtures.withTags!} />)
    expect([...tagged.querySelectorAll('ul[aria-label="Tags"] li')].map((li) => li.textContent)).toEqual([
      'Saneamento',
      'Energia',
    ])
    expect([...tagged.querySelectorAll('aside li img')].map((img) => img.getAttribute('alt'))).toEqual(['Searchly'])
    expect(tagged.querySelector('aside h2')?.textContent).toBe('Parceiros')
    const untagged = await renderElement(<AiNewsDetail {...fixtures.withoutTags!} />)
    expect(untagged.querySelector('ul[aria-label="Tags"]')).toBeNull()
  })

  it('shows the cover above the partners with its alt text, fetched first as the page opens', async () => {
    const document = await renderElement(
      <BlockPosition first>
        <AiNewsDetail {...fixtures.withTags!} />
      </BlockPosition>,
    )
    const cover = document.querySelector('aside picture img')!
    expect([cover.getAttribute('src'), cover.getAttribute('alt')]).toEqual([
      '/assets/media/sabesp-privatizacao-1200.webp',
      'Gota d’água',
    ])
    expect([cover.getAttribute('loading'), cover.getAttribute('fetchpriority')]).toEqual(['eager', 'high'])
  })
})

describe('aiNewsDetail tones', () => {
  it('paints its tone (light by default) and keeps the partner logos on light tiles', async () => {
    const light = await renderElement(<AiNewsDetail {...fixtures.withTags!} />)
    expect(light.querySelector('[data-section="aiNewsDetail"]')?.getAttribute('data-surface')).toBe('light')
    const inverse = await renderElement(<AiNewsDetail {...fixtures.inverse!} />)
    expect(inverse.querySelector('[data-section="aiNewsDetail"]')?.getAttribute('data-surface')).toBe('inverse')
    expect([...inverse.querySelectorAll('aside li')].map((li) => li.getAttribute('data-surface'))).toEqual(['light'])
    expect(aiNewsDetailSchema.properties.tone).toMatchObject({ default: 'light' })
  })
})

describe('aiNewsDetail, in the browser', () => {
  it('lifts and restores the clamp with its toggle', async () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true
    const container = document.createElement('div')
    document.body.append(container)
    const i18n = await loadI18n('pt-br')
    const root = createRoot(container)
    await act(async () =>
      root.render(
        <I18nProvider i18n={i18n}>
          <AiNewsDetail {...fixtures.withTags!} />
        </I18nProvider>,
      ),
    )
    // Its control switches to the scripted form in a task of its own once mounted (`useHydrated`).
    await act(() => new Promise((resolve) => setTimeout(resolve)))
    const toggle = container.querySelector('button')!
    const text = document.getElementById(toggle.getAttribute('aria-controls')!)!
    await act(async () => toggle.click())
    expect([toggle.getAttribute('aria-expanded'), toggle.textContent, text.className.includes('line-clamp')]).toEqual([
      'true',
      'Mostrar menos',
      false,
    ])
    await act(async () => toggle.click())
    expect([toggle.getAttribute('aria-expanded'), text.className.includes('line-clamp-12')]).toEqual(['false', true])
    await act(async () => root.unmount())
    container.remove()
  })
})
