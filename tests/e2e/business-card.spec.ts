import { toVCardContact } from '../../content/models/businessContact'
import { ceo } from '../../content/ceo'
import { buildVCard } from '../../src/vcard/vcard'
import { expect, test, waitForHydration } from './fixtures'

const CARD_URLS = ['/contato-rafael', '/pt-br/contato-rafael', '/en-us/contato-rafael', '/es-es/contato-rafael']
const INSTAGRAM_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 300.0.0.0 (iPhone14,2; iOS 17_0; pt_BR)'

test('the CEO is the one of the card URLs', () => {
  expect(CARD_URLS[0]).toBe(`/contato-${ceo.slug}`)
})

for (const url of CARD_URLS) {
  test.describe(`business card at ${url}`, () => {
    test('the prerendered HTML is the bare card with WhatsApp, e-mail and vCard links', async ({ request }) => {
      const response = await request.get(url)
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).not.toContain('<header')
      expect(html).not.toContain('<footer')
      expect(html).toContain(`href="https://wa.me/${ceo.phone}"`)
      expect(html).toContain(`href="mailto:${ceo.email}"`)
      expect(html).toMatch(/<a href="\/rafael\.vcf" download=""/)
      expect(html).toContain(`<h1 id="`)
      expect(html).toContain(`${ceo.name}</h1>`)
    })

    test('hydrates console-clean with language links, contacts and link tiles', async ({ page }) => {
      await page.goto(url)
      await waitForHydration(page)
      await expect(page.locator('header nav, header, footer')).toHaveCount(0)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ceo.name)
      const languages = page.locator('[data-section="businessCard"] nav a')
      expect(await languages.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
        '/pt-br/contato-rafael',
        '/en-us/contato-rafael',
        '/es-es/contato-rafael',
      ])
      await expect(page.locator('a[href^="https://wa.me/"]')).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/)
      await expect(page.locator('a[href^="mailto:"]')).toHaveAttribute('href', `mailto:${ceo.email}`)
      await expect(page.locator('a[download]')).toBeVisible()
      await expect(page.locator('a[download]')).toHaveAttribute('href', '/rafael.vcf')
      const tiles = page.locator('[data-section="businessCard"] ul a')
      expect(await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
        ceo.links.map((link) => link.href),
      )
    })
  })
}

test('the language links switch the card without leaving it', async ({ page }) => {
  await page.goto('/contato-rafael')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en-us\/contato-rafael$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ceo.name)
})

test('/rafael.vcf is a vCard 4.0 built from the CEO data', async ({ request }) => {
  const response = await request.get(`/${ceo.slug}.vcf`)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^text\/vcard\b/)
  const body = await response.text()
  expect(body.startsWith('BEGIN:VCARD\r\nVERSION:4.0\r\n')).toBe(true)
  expect(body).toBe(buildVCard(toVCardContact(ceo)))
  const lines = body.replace(/\r\n /g, '').split('\r\n')
  expect(lines).toContain(`FN:${ceo.name}`)
  expect(lines).toContain(`EMAIL;TYPE=work:${ceo.email}`)
  expect(lines).toContain(`TEL;TYPE=cell;VALUE=uri:tel:+${ceo.phone}`)
  // Commas inside the street are escaped; the semicolons between address parts are not.
  expect(lines).toContain('ADR;TYPE=work:;;Av. Paulista\\, 1000\\, 10º andar;São Paulo;SP;01310-100;Brasil')
  expect(lines.at(-2)).toBe('END:VCARD')
})

test.describe('inside the Instagram in-app browser', () => {
  test.use({ userAgent: INSTAGRAM_UA })

  test('hides the save-contact button after hydration, keeping the other links', async ({ page }) => {
    await page.goto('/pt-br/contato-rafael')
    await waitForHydration(page)
    await expect(page.locator('a[download]')).toHaveCount(0)
    await expect(page.locator('a[href^="https://wa.me/"]')).toBeVisible()
    await expect(page.locator('a[href^="mailto:"]')).toBeVisible()
  })
})
