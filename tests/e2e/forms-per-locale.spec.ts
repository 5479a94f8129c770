import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

// Issue #24 item 7: the lead form's fields follow the locale (content/forms.ts): Brazilian states and the Brazilian
// mobile mask in pt-br; an international phone and a country field in en-us and es-es. The real server validates
// each post against the form of its page's locale.

/** The leads the e2e server stored (its default LEADS_FILE). */
async function storedLead(name: string) {
  const lines = (await readFile('data/leads.jsonl', 'utf8')).split('\n').filter(Boolean)
  return lines.map((line) => JSON.parse(line).lead).find((lead) => lead?.body.name === name)
}
const unique = (name: string) => `${name} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
const form = (page: Page) => page.locator('#software-form form')
const fieldNames = (form: Locator) =>
  form
    .locator('input:not([type="hidden"]):not([name="website"]), select, textarea')
    .evaluateAll((controls) => controls.map((control) => control.getAttribute('name')))
const optionTexts = async (select: Locator) => (await select.locator('option').allTextContents()).slice(1)

test('pt-br: the Brazilian states and the mobile mask', async ({ page }) => {
  await page.goto('/pt-br/fabrica-de-software')
  await waitForHydration(page)
  const lead = form(page)
  expect(await fieldNames(lead)).toEqual(['name', 'email', 'phone', 'state'])
  expect(await optionTexts(lead.locator('select[name="state"]'))).toHaveLength(27)
  await expect(lead.getByLabel('Estado')).toBeVisible()
  const phone = lead.locator('[name="phone"]')
  await expect(phone).toHaveAttribute('placeholder', '(11) 99999-9999')
  await phone.pressSequentially('11912345678')
  await expect(phone).toHaveValue('(11) 91234-5678')
})

for (const { locale, countries, label, selectLabel } of [
  {
    locale: 'en-us',
    countries: ['United States', 'Canada', 'United Kingdom'],
    label: 'Country',
    selectLabel: 'Select your country',
  },
  { locale: 'es-es', countries: ['España', 'México', 'Argentina'], label: 'País', selectLabel: 'Selecciona tu país' },
] as const) {
  test(`${locale}: an international phone (no mask) and a country field instead of the states; sent and stored`, async ({
    page,
  }) => {
    test.slow() // two sends and a navigation to the thank-you page, on a loaded machine
    await page.goto(`/${locale}/fabrica-de-software`)
    await waitForHydration(page)
    const lead = form(page)
    expect(await fieldNames(lead)).toEqual(['name', 'email', 'phone', 'country'])
    await expect(lead.locator('[name="state"]')).toHaveCount(0)
    const country = lead.getByLabel(label)
    await expect(country).toHaveAttribute('name', 'country')
    await expect(country.locator('option').first()).toHaveText(selectLabel)
    const names = await optionTexts(country)
    for (const name of countries) expect(names).toContain(name)
    const phone = lead.locator('[name="phone"]')
    await expect(phone).toHaveAttribute('placeholder', '+1 555 123 4567')
    await expect(phone).toHaveAttribute('autocomplete', 'tel')

    const name = unique('Ann Lee')
    await lead.locator('[name="name"]').fill(name)
    await lead.locator('[name="email"]').fill('ann@acme.example')
    await phone.pressSequentially('555')
    await lead.getByRole('button').click()
    // The landing forms' messages stay Portuguese in every language (the spec).
    await expect(lead.locator('[id$="-error"]')).toHaveText(['Telefone inválido', 'Campo obrigatório'])
    await phone.fill('+1 (555) 123-4567')
    await expect(phone).toHaveValue('+1 (555) 123-4567')
    await country.selectOption('US')
    await lead.getByRole('button').click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/obrigado$`))
    await expect.poll(() => storedLead(name)).toMatchObject({ kind: 'lead', locale })
    expect((await storedLead(name)).body).toEqual({
      name,
      email: 'ann@acme.example',
      phone: '+1 (555) 123-4567',
      country: 'US',
      origin: expect.stringMatching(new RegExp(`/${locale}/fabrica-de-software$`)),
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('en-us: a post is checked against the en-us form (a country, an international phone), then stored', async ({
    page,
  }) => {
    await page.goto('/en-us/fabrica-de-software')
    const lead = form(page)
    await expect(lead.locator('[name="state"]')).toHaveCount(0)
    await lead.locator('[name="name"]').fill('Ann')
    await lead.locator('[name="email"]').fill('ann@acme.example')
    await lead.locator('[name="phone"]').fill('11912345678x')
    await lead.getByRole('button').click()
    await page.waitForLoadState()
    await expect(page).toHaveURL(/\/en-us\/fabrica-de-software#software-form$/)
    await expect(lead.locator('[id$="-error"]')).toHaveText(['Telefone inválido', 'Campo obrigatório'])
    await expect(lead.locator('[name="phone"]')).toHaveValue('11912345678x')

    const name = unique('Ann Lee')
    await lead.locator('[name="name"]').fill(name)
    await lead.locator('[name="phone"]').fill('+44 20 7946 0958')
    await lead.locator('[name="country"]').selectOption('GB')
    await lead.getByRole('button').click()
    await page.waitForLoadState()
    await expect(page).toHaveURL(/\/en-us\/obrigado$/)
    await expect.poll(() => storedLead(name)).toMatchObject({ kind: 'lead', locale: 'en-us' })
    expect((await storedLead(name)).body).toMatchObject({ phone: '+44 20 7946 0958', country: 'GB' })
  })

  test('pt-br: the phone typed without the mask is masked by the server, the state kept', async ({ page }) => {
    const name = unique('Bruno Lima')
    await page.goto('/pt-br/fabrica-de-software')
    const lead = form(page)
    await expect(lead.locator('[name="country"]')).toHaveCount(0)
    await lead.locator('[name="name"]').fill(name)
    await lead.locator('[name="email"]').fill('bruno@acme.example')
    await lead.locator('[name="phone"]').fill('11912345678')
    await lead.locator('[name="state"]').selectOption('SP')
    await lead.getByRole('button').click()
    await page.waitForLoadState()
    await expect(page).toHaveURL(/\/pt-br\/obrigado$/)
    await expect.poll(() => storedLead(name)).toMatchObject({ kind: 'lead', locale: 'pt-br' })
    expect((await storedLead(name)).body).toMatchObject({ phone: '(11) 91234-5678', state: 'SP' })
  })
})

test('the server refuses, with 400 and the fields named, what the form of the page locale refuses', async ({
  request,
}) => {
  const origin = (locale: string) => `http://127.0.0.1/${locale}/fabrica-de-software`
  const post = async (body: Record<string, string>) => {
    const response = await request.post('/api/mail/contact', { data: body })
    return { status: response.status(), body: await response.json() }
  }
  const brazilian = { name: 'Ana', email: 'ana@acme.example', phone: '(11) 91234-5678', state: 'SP' }
  // A Brazilian state on the English form: it has a country instead.
  expect(await post({ ...brazilian, origin: origin('en-us') })).toEqual({
    status: 400,
    body: {
      errors: expect.arrayContaining([
        { field: 'country', message: "must have required property 'country'" },
        { field: 'state', message: 'must NOT have additional properties' },
      ]),
    },
  })
  // A country the English form does not offer, an international phone on the Brazilian one.
  const english = { name: 'Ann', email: 'ann@acme.example', phone: '+1 555 123 4567', country: 'FR' }
  expect(await post({ ...english, origin: origin('en-us') })).toEqual({
    status: 400,
    body: { errors: [{ field: 'country', message: 'must be equal to one of the allowed values' }] },
  })
  expect(await post({ ...brazilian, phone: '+1 555 123 4567', origin: origin('pt-br') })).toMatchObject({
    status: 400,
    body: { errors: [{ field: 'phone' }] },
  })
})
