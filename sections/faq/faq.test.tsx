// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { activateLocale, createI18n } from '../../src/i18n/i18n'
import { renderElement } from '../../src/testing/render'
import { Faq } from './Faq'
import { fixtures } from './fixtures'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}

describe('faq, as prerendered', () => {
  it('puts every question in a heading holding a collapsed button that controls its answer', async () => {
    const document = await renderElement(<Faq {...fixtures.threeQuestions!} />)
    const buttons = [...document.querySelectorAll('h3 > button')]
    expect(buttons.map((b) => b.textContent)).toEqual(['Pergunta 1?+', 'Pergunta 2?+', 'Pergunta 3?+'])
    for (const button of buttons) {
      expect(button.getAttribute('type')).toBe('button')
      expect(button.getAttribute('aria-expanded')).toBe('false')
      const panel = document.getElementById(button.getAttribute('aria-controls')!)!
      expect(panel.hasAttribute('hidden')).toBe(true)
      expect(panel.getAttribute('aria-labelledby')).toBe(button.id)
    }
  })

  it('has every answer in the HTML', async () => {
    const document = await renderElement(<Faq {...fixtures.threeQuestions!} />)
    expect([...document.querySelectorAll('[role="region"] p')].map((p) => p.textContent)).toEqual(['Resposta 1.', 'Resposta 2.', 'Resposta 3.'])
  })
})

describe('faq, in the browser', () => {
  let container: HTMLDivElement
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true
    container = document.createElement('div')
    document.body.append(container)
  })
  afterEach(() => container.remove())

  async function mount() {
    const i18n = createI18n()
    await activateLocale(i18n, 'pt-br')
    const root = createRoot(container)
    await act(async () => root.render(<I18nProvider i18n={i18n}><Faq {...fixtures.threeQuestions!} /></I18nProvider>))
    const buttons = [...container.querySelectorAll('button')]
    const expanded = () => buttons.map((b) => b.getAttribute('aria-expanded') === 'true')
    const visible = () => buttons.map((b) => !document.getElementById(b.getAttribute('aria-controls')!)!.hidden)
    const click = (index: number) => act(() => buttons[index]!.click())
    return { expanded, visible, click, unmount: () => act(() => root.unmount()) }
  }

  it('opens one answer at a time and closes the open one when its question is clicked again', async () => {
    const faq = await mount()
    await faq.click(0)
    expect(faq.expanded()).toEqual([true, false, false])
    expect(faq.visible()).toEqual([true, false, false])
    await faq.click(1)
    expect(faq.expanded()).toEqual([false, true, false])
    expect(faq.visible()).toEqual([false, true, false])
    await faq.click(1)
    expect(faq.expanded()).toEqual([false, false, false])
    expect(faq.visible()).toEqual([false, false, false])
    await faq.unmount()
  })
})
