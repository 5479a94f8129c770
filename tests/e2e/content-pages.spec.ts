import type { Page } from '@playwright/test'
import { settings as company } from '../../content/settings'
import { expect, test, waitForHydration } from './fixtures'
import { axeViolations } from './axe'
import { PROGRESS_MAX, PROGRESS_STEP, PROGRESS_TICK_MS } from '../../sections/thankYou/progress'

const LOCALES = ['pt-br', 'en-us', 'es-es'] as const
const SERVICE_SLUGS = [
  'plataforma-web',
  'aplicativos-mobile',
  'manutencao-de-software',
  'outsourcing',
  'apis',
  'design',
  'inteligencia-artificial',
]

test.describe('privacy policy', () => {
  for (const locale of LOCALES) {
    test(`${locale}: one title, then nine section headings, and the company e-mail as a mailto link`, async ({
      page,
      request,
    }) => {
      const response = await request.get(`/${locale}/politica-de-privacidade`)
      expect(response.status()).toBe(200)
      expect(await response.text()).toContain(`href="mailto:${company.email}"`)

      await page.goto(`/${locale}/politica-de-privacidade`)
      await waitForHydration(page)
      const headings = await page
        .locator('main')
        .locator('h1, h2, h3')
        .evaluateAll((nodes) => nodes.map((node) => node.tagName))
      expect(headings).toEqual(['H1', ...Array(9).fill('H2')])
      await expect(page.locator(`main a[href="mailto:${company.email}"]`)).toBeVisible()
      await expect(page.locator('main')).toContainText(company.email)
    })
  }

  test('pt-br: reads the sections in order', async ({ page }) => {
    await page.goto('/pt-br/politica-de-privacidade')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de privacidade')
    await expect(page.locator('main h2').first()).toHaveText('1. Dados que coletamos')
    await expect(page.locator('main h2').last()).toHaveText('9. Contato e encarregado de dados')
    await expect(page.locator('main')).toContainText(`escreva para ${company.email}.`)
  })

  test('has no axe violations', async ({ page }) => {
    await page.goto('/pt-br/politica-de-privacidade')
    await waitForHydration(page)
    expect(await axeViolations(page)).toEqual([])
  })
})

/** In the page: how full the thank-you bar is drawn (0–1) and the number shown beside it, or null before it exists. */
function readProgress(): { fill: number; shown: number } | null {
  const bar = document.querySelector('[role="progressbar"]')
  const fill = bar?.querySelector('[data-progress-fill]')
  const shown = document.querySelector('[data-progress-shown]')
  if (!bar || !fill || !shown) return null
  const ratio = fill.getBoundingClientRect().width / bar.getBoundingClientRect().width
  // The number is drawn by CSS from the counter the bar's fill also reads (`--progress`); a text node otherwise.
  const property = getComputedStyle(shown).getPropertyValue('--progress').trim()
  const value = property === '' ? Number.parseInt(shown.textContent ?? '', 10) : Number(property)
  return { fill: Math.round(ratio * 1000) / 1000, shown: value }
}

/** Init script: records the bar on every animation frame from the first (with the frame's time, in ms), and every
 * change of its aria-valuenow. */
const sampleProgressEveryFrame = {
  content: `(${sampleEveryFrame.toString()})(${readProgress.toString()})`,
}

function sampleEveryFrame(read: () => unknown) {
  const record = window as unknown as { progressSamples: unknown[]; progressValueChanges: string[] }
  record.progressSamples = []
  record.progressValueChanges = []
  const frame = (time: number) => {
    const sample = read()
    if (sample) record.progressSamples.push({ ...(sample as object), time })
    if (record.progressSamples.length < 400) requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
  new MutationObserver((records) => {
    for (const { target } of records)
      record.progressValueChanges.push((target as Element).getAttribute('aria-valuenow')!)
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-valuenow'] })
}

async function progressSamples(page: Page) {
  return page.evaluate(() => {
    const record = window as unknown as {
      progressSamples: { fill: number; shown: number; time: number }[]
      progressValueChanges: string[]
    }
    return { samples: record.progressSamples, valueChanges: record.progressValueChanges }
  })
}

test.describe('thank-you page', () => {
  test('the prerendered HTML shows the logo, no site chrome and the bar full (nothing fills it without JavaScript)', async ({
    request,
  }) => {
    const response = await request.get('/pt-br/obrigado')
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="100"/)
    expect(html).toContain('aria-valuemin="0"')
    expect(html).toContain('aria-valuemax="100"')
    expect(html).toContain('Obrigado pelo contato!')
    expect(html).toContain('Fique de olho no seu WhatsApp!')
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Nuvora, página inicial"/)
    expect(html).not.toContain('<header')
  })

  test('counts from 0 at its first paint to 100 in one second, every frame, never showing 100 % first; the bar says 100 to screen readers throughout', async ({
    page,
  }) => {
    await page.addInitScript(sampleProgressEveryFrame)
    await page.goto('/pt-br/obrigado')
    await waitForHydration(page)
    const bar = page.getByRole('progressbar', { name: 'Encaminhando a sua mensagem' })
    await page.waitForTimeout(1500)
    const { samples, valueChanges } = await progressSamples(page)
    // From the first frame the bar is painted: near 0, then only rising, ending full.
    expect(samples[0]!.fill).toBeLessThan(0.1)
    expect(samples.map((sample) => sample.fill)).toEqual(samples.map((sample) => sample.fill).sort((a, b) => a - b))
    expect(samples.at(-1)).toMatchObject({ fill: 1, shown: 100 })
    // A count, not a jump: between any two frames it moves 1 % per 10 ms of the time between them (± 2 steps,
    // whatever the frame rate), so reaching 100 takes the whole second.
    const counting = samples.slice(0, samples.findIndex((sample) => sample.shown === 100) + 1)
    for (const [index, sample] of counting.entries()) {
      if (index === 0) continue
      const before = counting[index - 1]!
      const expected = ((sample.time - before.time) / PROGRESS_TICK_MS) * PROGRESS_STEP
      const moved = sample.shown - before.shown
      const step = `${before.shown} at ${before.time.toFixed(0)} ms → ${sample.shown} at ${sample.time.toFixed(0)} ms`
      expect(moved, step).toBeLessThanOrEqual(expected + 2)
      if (sample.shown < PROGRESS_MAX) expect(moved, step).toBeGreaterThanOrEqual(expected - 2)
    }
    const duration = counting.at(-1)!.time - counting[0]!.time
    expect(duration).toBeGreaterThanOrEqual((PROGRESS_MAX - counting[0]!.shown - 2) * PROGRESS_TICK_MS)
    // The number shown and the bar agree on every frame.
    for (const { fill, shown } of samples) expect(Math.abs(fill * 100 - shown)).toBeLessThanOrEqual(1.5)
    // Assistive technology hears the finished state once, not 100 → 1 → 100.
    expect(valueChanges).toEqual([])
    await expect(bar).toHaveAttribute('aria-valuenow', '100')
  })

  test('shows the finished state at once for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.addInitScript(sampleProgressEveryFrame)
    await page.goto('/en-us/obrigado')
    await waitForHydration(page)
    const { samples } = await progressSamples(page)
    expect(samples.length).toBeGreaterThan(0)
    for (const sample of samples) expect(sample).toMatchObject({ fill: 1, shown: 100 })
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
  })

  test('without JavaScript the bar is finished from the first paint', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/es-es/obrigado')
    const state = await page.evaluate(readProgress)
    expect(state).toEqual({ fill: 1, shown: 100 })
    await context.close()
  })

  test('has no axe violations', async ({ page }) => {
    await page.goto('/es-es/obrigado')
    await waitForHydration(page)
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('contact page', () => {
  for (const locale of LOCALES) {
    test(`${locale}: answers with its title`, async ({ page }) => {
      const response = await page.goto(`/${locale}/contato`)
      expect(response?.status()).toBe(200)
      await waitForHydration(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      if (locale === 'pt-br') await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fale com a gente')
    })
  }
})

test.describe('service pages', () => {
  for (const locale of LOCALES) {
    test(`${locale}: all seven answer 200 with the quote button to /${locale}/contato`, async ({ request }) => {
      for (const slug of SERVICE_SLUGS) {
        const response = await request.get(`/${locale}/servicos/${slug}`)
        expect(response.status(), slug).toBe(200)
        const html = await response.text()
        expect(
          html.match(new RegExp(`data-section="(hero|nextLevel)"[\\s\\S]*?href="/${locale}/contato"`, 'g'))?.length,
          slug,
        ).toBe(2)
        expect(html.match(/<h1/g)?.length, slug).toBe(1)
      }
    })
  }

  test('pt-br: banner, paragraphs, bullets and quote buttons after hydration', async ({ page }) => {
    await page.goto('/pt-br/servicos/manutencao-de-software')
    await waitForHydration(page)
    const hero = page.locator('[data-section="hero"]')
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Manutenção de software')
    await expect(hero).toContainText('Mantemos o seu sistema estável')
    await expect(hero.getByRole('link', { name: 'Solicite um orçamento' })).toHaveAttribute('href', '/pt-br/contato')
    await expect(page.locator('main [data-section="richText"] p')).toHaveCount(3)
    await expect(page.locator('main [data-section="richText"] li')).toHaveCount(6)
    await expect(page.locator('[data-section="nextLevel"] a')).toHaveAttribute('href', '/pt-br/contato')
    await hero.getByRole('link', { name: 'Solicite um orçamento' }).click()
    await expect(page).toHaveURL(/\/pt-br\/contato$/)
  })

  test('an unknown service is a 404', async ({ request }) => {
    expect((await request.get('/pt-br/servicos/nao-existe')).status()).toBe(404)
  })

  test('has no axe violations', async ({ page }) => {
    await page.goto('/en-us/servicos/inteligencia-artificial')
    await waitForHydration(page)
    expect(await axeViolations(page)).toEqual([])
  })
})
