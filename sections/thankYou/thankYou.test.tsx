// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { renderElement } from '../../src/engine/testing'
import { fixtures } from './fixtures'
import { PROGRESS_DURATION_MS, PROGRESS_MAX, PROGRESS_STEP, PROGRESS_TICK_MS } from './progress'
import { thankYouSchema } from './schema'
import { ThankYou } from './ThankYou'

describe('thankYou', () => {
  it('prerenders the heading, the logo link home and a labelled progress bar already full (nothing fills it without JavaScript)', async () => {
    const document = await renderElement(<ThankYou {...fixtures.full!} />, '/en-us')
    expect(document.querySelector('h1')?.textContent).toBe('Obrigado!')
    expect(document.querySelector('a')?.getAttribute('href')).toBe('/en-us')
    const bar = document.querySelector('[role="progressbar"]')!
    expect([
      bar.getAttribute('aria-valuenow'),
      bar.getAttribute('aria-valuemin'),
      bar.getAttribute('aria-valuemax'),
    ]).toEqual(['100', '0', '100'])
    expect(document.getElementById(bar.getAttribute('aria-labelledby')!)?.textContent).toBe('Encaminhando')
    const shown = document.querySelector('[data-progress-shown]')!
    expect([
      shown.getAttribute('aria-hidden'),
      shown.getAttribute('data-before'),
      shown.getAttribute('data-after'),
    ]).toEqual(['true', '', '%'])
    expect(bar.querySelector('[data-progress-fill]')?.className).toContain('count-up-fill')
    expect(document.querySelector('.count-up')?.contains(bar)).toBe(true)
    expect(document.body.innerHTML).not.toContain('style=')
  })

  it('paints its tone (muted by default) around a card, with the logo light on the inverse surface', async () => {
    const muted = await renderElement(<ThankYou {...fixtures.full!} />)
    expect(muted.querySelector('[data-section="thankYou"]')?.getAttribute('data-surface')).toBe('muted')
    const inverse = await renderElement(<ThankYou {...fixtures.inverse!} />)
    expect(inverse.querySelector('[data-section="thankYou"]')?.getAttribute('data-surface')).toBe('inverse')
    expect(inverse.querySelector('h1')?.textContent).toBe('Obrigado!')
    expect(thankYouSchema.properties.tone).toMatchObject({ default: 'muted' })
  })

  it('writes the percentage the way of the page language', async () => {
    const document = await renderElement(<ThankYou {...fixtures.withoutSubtitle!} />, '/es-es')
    expect(document.querySelector('[data-progress-shown]')?.getAttribute('data-after')).toBe('\u00a0%')
  })

  it('lists what happens next and offers the ways on, localized, the first one filled', async () => {
    const document = await renderElement(<ThankYou {...fixtures.full!} />, '/en-us')
    const steps = document.querySelector('section[aria-labelledby] ol')!
    expect(document.getElementById(steps.closest('section')!.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'O que acontece agora',
    )
    expect([...steps.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '1Lemos a sua mensagem.',
      '2Conversamos sobre o seu desafio.',
      '3Você recebe uma proposta.',
    ])
    const links = [...document.querySelectorAll('a')].slice(1)
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Voltar para o início', '/en-us'],
      ['Ler as notícias', '/en-us/noticias'],
    ])
    expect(links[0]!.className).toContain('bg-action')
  })
})

describe('the count: 1 percent every 10 ms, stopping at 100, drawn by CSS', () => {
  it('follows the spec constants, and global.css animates over the same duration', () => {
    expect([PROGRESS_TICK_MS, PROGRESS_STEP, PROGRESS_MAX, PROGRESS_DURATION_MS]).toEqual([10, 1, 100, 1000])
    const css = readFileSync('src/styles/global.css', 'utf8')
    expect(css).toContain(`animation: count-up ${PROGRESS_DURATION_MS}ms linear both;`)
    expect(css).toMatch(/@property --progress \{[^}]*initial-value: 100;/)
    expect(css).toMatch(/@media \(scripting: enabled\) and \(prefers-reduced-motion: no-preference\)/)
  })
})
