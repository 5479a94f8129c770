import { describe, expect, it } from 'vitest'
import { renderElement } from '../../src/engine/testing'
import { Faq } from './Faq'
import { fixtures } from './fixtures'
import { faqSchema } from './schema'

describe('faq', () => {
  it('prerenders every question closed, with its answer in the HTML', async () => {
    const document = await renderElement(<Faq {...fixtures.threeQuestions!} />)
    const details = [...document.querySelectorAll('details')]
    expect(details).toHaveLength(3)
    expect(details.map((item) => item.hasAttribute('open'))).toEqual([false, false, false])
    expect(details.map((item) => item.querySelector('summary > span')?.textContent)).toEqual([
      'Pergunta 1?',
      'Pergunta 2?',
      'Pergunta 3?',
    ])
    expect(details.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Resposta 1.',
      'Resposta 2.',
      'Resposta 3.',
    ])
  })

  it('groups the questions into one exclusive accordion (one shared name), unique per FAQ', async () => {
    const document = await renderElement(
      <>
        <Faq {...fixtures.threeQuestions!} />
        <Faq {...fixtures.threeQuestions!} />
      </>,
    )
    const names = [...document.querySelectorAll('details')].map((item) => item.getAttribute('name'))
    expect(new Set(names.slice(0, 3)).size).toBe(1)
    expect(new Set(names.slice(3)).size).toBe(1)
    expect(names[0]).not.toBe(names[3])
    expect(names[0]).toBeTruthy()
  })

  it('names the accordion by its heading, on its tone (light by default), the chevron decorative', async () => {
    const document = await renderElement(<Faq {...fixtures.threeQuestions!} />)
    const section = document.querySelector('section')!
    expect(section.getAttribute('data-surface')).toBe('light')
    expect(section.getAttribute('aria-labelledby')).toBe(section.querySelector('h2')?.id)
    expect(section.querySelectorAll('summary svg[aria-hidden="true"]')).toHaveLength(3)
    const dark = await renderElement(<Faq {...fixtures.darkOne!} />)
    expect(dark.querySelector('section')?.getAttribute('data-surface')).toBe('inverse')
    expect(faqSchema.properties.tone).toMatchObject({ default: 'light' })
  })
})
