import { expect, test } from './fixtures'
import { REPLY_PROMISE } from './replyPromise'

/**
 * The team's reply time is promised in one place, the settings (`responseHours`), and every page that promises it
 * says that one: the footers, the contact page, a hero's line of proof (`replyTime`) and the thank-you page. Copy
 * that names another ("Resposta em até um dia útil", "em até dois dias úteis") contradicted the footer on the same page.
 */
/** A reply time in days, in any of the languages. */
const OTHER_TIME = /dias? úte?is|business days?|días? hábil(es)?/i

/** Pages whose main content promises the reply time; `hero`: in the hero's line of proof. */
const PROMISING = [
  { path: '', hero: true },
  { path: '/servicos/plataforma-web', hero: true },
  { path: '/servicos/inteligencia-artificial', hero: true },
  { path: '/obrigado', hero: false },
]
/** Pages that talk about replying without a figure of their own. */
const SILENT = ['/contato', '/fabrica-de-software']

for (const locale of ['pt-br', 'en-us', 'es-es'] as const) {
  for (const { path, hero } of PROMISING)
    test(`${locale}${path || ' home'}: promises the settings' reply time and no other`, async ({ page }) => {
      await page.goto(`/${locale}${path}`)
      const main = page.locator('main')
      const where = hero ? main.locator('h1 ~ ul') : main
      await expect(where.getByText(REPLY_PROMISE[locale], { exact: true })).toBeVisible()
      await expect(main).not.toContainText(OTHER_TIME)
    })

  test(`${locale}: ${SILENT.join(' and ')} name no other reply time`, async ({ page }) => {
    for (const path of SILENT) {
      await page.goto(`/${locale}${path}`)
      await expect(page.locator('main'), path).not.toContainText(OTHER_TIME)
    }
  })
}
