// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderElement } from '../../src/engine/testing'
import { fixtures } from './fixtures'
import { PROGRESS_MAX, PROGRESS_STEP, PROGRESS_TICK_MS, progressAt, useCountUp } from './progress'
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
    expect(document.querySelector('[aria-hidden="true"].tabular-nums')?.textContent).toBe('100%')
    expect(bar.querySelector('rect')?.getAttribute('width')).toBe('100')
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

  it('formats the percentage for the page language', async () => {
    const document = await renderElement(<ThankYou {...fixtures.withoutSubtitle!} />, '/es-es')
    expect(document.querySelector('.tabular-nums')?.textContent).toBe('100\u00a0%')
  })
})

describe('progressAt: 1 percent every 10 ms, stopping at 100', () => {
  it('follows the spec constants', () => {
    expect([PROGRESS_TICK_MS, PROGRESS_STEP, PROGRESS_MAX]).toEqual([10, 1, 100])
    expect([0, 9, 10, 15, 420, 999, 1000, 5000].map(progressAt)).toEqual([0, 0, 1, 1, 42, 99, 100, 100])
  })
})

describe('useCountUp in the browser', () => {
  let container: HTMLElement
  let reducedMotion = false
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] })
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: reducedMotion && query.includes('reduce'),
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    )
    container = document.createElement('div')
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
    reducedMotion = false
  })

  function Probe() {
    return <output>{useCountUp()}</output>
  }

  it('stays full until its first tick, then counts up by one every tick, stops at 100 and clears its timer', () => {
    const root = createRoot(container)
    act(() => root.render(<Probe />))
    expect(container.textContent).toBe('100') // as prerendered, until the first tick
    act(() => vi.advanceTimersByTime(PROGRESS_TICK_MS))
    expect(container.textContent).toBe('1')
    act(() => vi.advanceTimersByTime(PROGRESS_TICK_MS * 36))
    expect(container.textContent).toBe('37')
    act(() => vi.advanceTimersByTime(PROGRESS_TICK_MS * 63))
    expect(container.textContent).toBe('100')
    expect(vi.getTimerCount()).toBe(0)
    act(() => vi.advanceTimersByTime(1000))
    expect(container.textContent).toBe('100')
    act(() => root.unmount())
  })

  it('jumps to 100 when the visitor prefers reduced motion', () => {
    reducedMotion = true
    const root = createRoot(container)
    act(() => root.render(<Probe />))
    expect(container.textContent).toBe('100')
    expect(vi.getTimerCount()).toBe(0)
    act(() => root.unmount())
  })
})
