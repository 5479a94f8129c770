import { expect, test, waitForHydration } from './fixtures'

/**
 * Pages that write money, dates, numbers or percentages hydrate with the formats the build read from `Intl`
 * (`src/i18n/localeFormats.ts`), without making an `Intl` object: a page's first one loads the browser's locale data
 * in one long task. Their footers write the company's country in the page's language the same way (`Brazil`).
 */
const PAGES: Array<{ url: string; shows: RegExp | string }> = [
  // The offer's prices.
  { url: '/en-us/servicos/e-commerce', shows: /^R\$2,500$/ },
  // The lead form's revenue ranges.
  { url: '/es-es/servicos/e-commerce', shows: /^De 10\.000\sR\$ a 50\.000\sR\$/ },
  { url: '/es-es/noticias/fabrica-de-software-nuvora-amplia-atuacao-com-fintechs', shows: /^20 de agosto de 2024$/ },
  // The hire page's figures.
  { url: '/en-us/contrate', shows: /^\+1,000$/ },
  // The thank-you counter's percent sign (CSS draws the count between its affixes): `100 %` in Spanish.
  { url: '/es-es/obrigado', shows: '[data-progress-shown][data-after="\u00a0%"]' },
]

for (const { url, shows } of PAGES)
  test(`${url} shows its figures without making an Intl object in the browser`, async ({ page }) => {
    await page.addInitScript(() => {
      const made: string[] = []
      Object.assign(window, { intlMade: made })
      for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'DisplayNames'] as const) {
        const Original = Intl[name] as unknown as new (...args: unknown[]) => object
        Object.assign(Intl, {
          [name]: new Proxy(Original, {
            construct(target, args) {
              made.push(name)
              return new target(...args)
            },
          }),
        })
      }
    })
    await page.goto(url)
    const figure = (typeof shows === 'string' ? page.locator(shows) : page.getByText(shows)).first()
    await expect(figure).toBeAttached()
    // Every island is live: those showing a figure (the lead form's ranges) rendered it in the browser; the others
    // are the server's HTML, with no code of theirs in the browser.
    await waitForHydration(page)
    expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade)).toEqual([])
  })
