import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'
import { REPLY_PROMISE } from './replyPromise'

/** The company as content/settings.ts describes it, as the footers must show it. */
const COMPANY = {
  legal: '© 2024 Nuvora Tecnologia Ltda.',
  cnpj: '29.481.735/0001-66',
  email: 'mailto:contato@nuvora.example',
  tel: 'tel:+551130000000',
  phone: '+55 11 3000-0000',
  whatsapp: 'https://wa.me/5511900000000',
  linkedin: 'https://www.linkedin.com/company/nuvora-example',
  street: 'Rua Fradique Coutinho, 212, conj. 41 – Pinheiros',
}
const SOCIAL = { 'pt-br': 'Redes sociais', 'en-us': 'Social media', 'es-es': 'Redes sociales' } as const
const ACTION = { 'pt-br': 'Contato', 'en-us': 'Contact', 'es-es': 'Contacto' } as const
const COUNTRY = { 'pt-br': 'Brasil', 'en-us': 'Brazil', 'es-es': 'Brasil' } as const

/** Checks the footer shows every detail, each link whole on screen once scrolled to, nothing wider than the page. */
async function showsTheCompany(page: Page, locale: keyof typeof COUNTRY, layout: 'site' | 'landing') {
  const footer = page.locator('footer')
  await expect(footer).toContainText(COMPANY.legal)
  await expect(footer).toContainText(`CNPJ`)
  await expect(footer).toContainText(COMPANY.cnpj)
  const address = footer.locator('address')
  await expect(address).toContainText(COMPANY.street)
  await expect(address).toContainText('São Paulo – SP, 05416-000')
  await expect(address).toContainText(COUNTRY[locale])
  for (const href of [COMPANY.email, COMPANY.tel, COMPANY.whatsapp, COMPANY.linkedin]) {
    const link = footer.locator(`a[href="${href}"]`).filter({ visible: true }).first()
    await link.scrollIntoViewIfNeeded()
    await expect(link, href).toBeInViewport({ ratio: 1 })
    const box = (await link.boundingBox())!
    expect(box.height, `${href} is a comfortable target`).toBeGreaterThanOrEqual(24)
  }
  await expect(footer.locator(`a[href="${COMPANY.tel}"]`)).toHaveText(COMPANY.phone)
  for (const href of [COMPANY.whatsapp, COMPANY.linkedin])
    for (const link of await footer.locator(`a[href="${href}"]`).all())
      await expect(link).toHaveAttribute('target', '_blank')
  await expect(footer).toContainText(REPLY_PROMISE[locale])
  // LinkedIn among the social links, the last of them.
  const social = footer.getByRole('list', { name: SOCIAL[locale] }).locator('a')
  await expect(social.last()).toHaveAttribute('href', COMPANY.linkedin)
  await expect(social.last()).toHaveAttribute('aria-label', /^LinkedIn /)
  if (layout === 'landing') await expect(footer.getByRole('link', { name: ACTION[locale], exact: true })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  )
}

// One load per locale and footer, checked at a phone's width and then a laptop's: the footers are laid out by CSS.
const WIDTHS = [390, 1280] as const
for (const locale of ['pt-br', 'en-us', 'es-es'] as const)
  for (const { layout, path, name } of [
    {
      layout: 'site',
      path: 'quem-somos',
      name: 'the site footer gives legal name, CNPJ, address, e-mail, phone, WhatsApp and LinkedIn',
    },
    { layout: 'landing', path: 'contrate', name: 'the landing footer gives them too' },
  ] as const)
    test(`at ${WIDTHS.join(' and ')}px in ${locale} ${name}`, async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 })
      await page.goto(`/${locale}/${path}`)
      await waitForHydration(page)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await test.step(`at ${width}px`, () => showsTheCompany(page, locale, layout))
      }
    })

test('the footer details are in the HTML and work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto('/en-us/noticias')
  await showsTheCompany(page, 'en-us', 'site')
  await context.close()
})
