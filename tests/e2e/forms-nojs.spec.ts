import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

// Issue #13: every form works with JavaScript disabled (a plain form post, answered 303 by the lead endpoint).
test.use({ javaScriptEnabled: false })

/** The leads the e2e server stored (its LEADS_FILE: the default, unless this run set another for its server). */
async function storedLead(name: string) {
  const lines = (await readFile(process.env.LEADS_FILE ?? 'data/leads.jsonl', 'utf8')).split('\n').filter(Boolean)
  return lines.map((line) => JSON.parse(line).lead).find((lead) => lead?.body.name === name)
}

async function fill(form: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = form.locator(`[name="${name}"]`)
    if (await field.evaluate((element) => element.tagName === 'SELECT')) await field.selectOption(value)
    else await field.fill(value)
  }
}

const unique = (name: string) => `${name} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
/** Posts a form the way a browser without JavaScript does (urlencoded, from the page's origin): answered 303. */
async function postAsFormWithoutScript(page: Page, form: Record<string, string>) {
  const posted = await page.request.post('/api/mail/contact', {
    headers: { Origin: new URL(page.url()).origin },
    form,
    maxRedirects: 0,
  })
  expect(posted.status()).toBe(303)
}
const errorsOf = (form: Locator) => form.locator('[id$="-error"]')
const submit = async (page: Page, form: Locator) => {
  await form.getByRole('button').click()
  await page.waitForLoadState()
}

test('contact form: a valid post thanks on the localized page and the lead is stored', async ({ page }) => {
  const name = unique('Ana Souza')
  await page.goto('/es-es/contato')
  const form = page.locator('#contact-form form')
  await fill(form, {
    name,
    phone: '+34 600 000 000',
    company: 'Acme',
    role: 'CTO',
    email: 'ana@acme.example',
    message: 'Hola',
  })
  await submit(page, form)
  await expect(page).toHaveURL(/\/es-es\/obrigado$/)
  await expect.poll(() => storedLead(name)).toMatchObject({ kind: 'contact', locale: 'es-es', spam: false })
  expect((await storedLead(name)).body.origin).toMatch(/\/es-es\/contato$/)
})

test('contact form: an invalid post shows the localized errors with the fields kept', async ({ page }) => {
  await page.goto('/en-us/contato')
  const form = page.locator('#contact-form form')
  await fill(form, { name: 'Ana "<b>"', email: 'ana@' })
  await submit(page, form)
  await expect(page).toHaveURL(/\/en-us\/contato#contact-form$/)
  expect(page.url()).not.toContain('ana')
  await expect(errorsOf(form)).toHaveText([
    'Field required',
    'Field required',
    'Field required',
    'Invalid email',
    'Field required',
  ])
  await expect(form.locator('[name="name"]')).toHaveValue('Ana "<b>"')
  await expect(form.locator('[name="email"]')).toHaveValue('ana@')
  await expect(form.locator('[name="email"]')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.locator('[name="name"]')).not.toHaveAttribute('aria-invalid', 'true')
  await page.reload()
  await expect(errorsOf(form)).toHaveCount(0)
})

test('hire lead form: a valid post (phone typed without the mask) thanks at /pt-br/obrigado', async ({ page }) => {
  const name = unique('Bruno Lima')
  await page.goto('/pt-br/contrate')
  const form = page.locator('#contrate-form form')
  await fill(form, { name, email: 'bruno@acme.example', phone: '11912345678', state: 'SP' })
  await submit(page, form)
  await expect(page).toHaveURL(/\/pt-br\/obrigado$/)
  await expect.poll(() => storedLead(name)).toMatchObject({ kind: 'lead', locale: 'pt-br' })
  expect((await storedLead(name)).body).toMatchObject({ phone: '(11) 91234-5678', state: 'SP' })
})

test('software-factory lead form: an invalid post shows the Portuguese errors with the fields kept', async ({
  page,
}) => {
  await page.goto('/es-es/fabrica-de-software')
  const form = page.locator('#software-form form')
  await fill(form, { name: 'Bruno', email: 'bruno@', state: 'BA' })
  await submit(page, form)
  await expect(page).toHaveURL(/\/es-es\/fabrica-de-software#software-form$/)
  await expect(errorsOf(form)).toHaveText(['E-mail inválido', 'Campo obrigatório'])
  await expect(form.locator('[name="name"]')).toHaveValue('Bruno')
  await expect(form.locator('[name="state"]')).toHaveValue('BA')
})

test('e-commerce form: a valid post shows the success message and the lead is stored', async ({ page }) => {
  const name = unique('Carla Dias')
  await page.goto('/es-es/servicos/e-commerce')
  const form = page.locator('#ecommerce-form form')
  await fill(form, { name, phone: '21998765432', email: 'carla@loja.example', faturamento: 'comecando', nicho: 'Moda' })
  await submit(page, form)
  await expect(page).toHaveURL(/\/es-es\/servicos\/e-commerce#ecommerce-form$/)
  await expect(form.getByRole('alert')).toHaveText('¡Mensaje enviado con éxito!')
  await expect(form.locator('[name="name"]')).toHaveValue('')
  await expect.poll(() => storedLead(name)).toMatchObject({ kind: 'ecommerce', locale: 'es-es' })
})

test('e-commerce form: an invalid post shows the errors with the fields kept', async ({ page }) => {
  await page.goto('/pt-br/servicos/e-commerce')
  const form = page.locator('#ecommerce-form form')
  await fill(form, { name: 'Carla', email: 'carla@loja', faturamento: '50mil-100mil' })
  await submit(page, form)
  await expect(errorsOf(form)).toHaveText(['Campo obrigatório', 'E-mail inválido', 'Campo obrigatório'])
  await expect(form.locator('[name="faturamento"]')).toHaveValue('50mil-100mil')
  await expect(form.locator('[name="email"]')).toHaveValue('carla@loja')
  await expect(form.locator('[role="alert"]')).toBeEmpty()
})

test.describe('a post sent before JavaScript ran', () => {
  test.use({ javaScriptEnabled: true })

  test('the hydrated page keeps the server errors and values, without a hydration error', async ({ page }) => {
    await page.goto('/en-us/contato')
    await postAsFormWithoutScript(page, {
      _form: 'contact',
      _page: '/en-us/contato#contact-form',
      _thanks: '/en-us/obrigado',
      name: 'Ana',
      email: 'ana@',
    })
    await page.goto('/en-us/contato')
    await waitForHydration(page)
    const form = page.locator('#contact-form form')
    await expect(errorsOf(form)).toHaveText([
      'Field required',
      'Field required',
      'Field required',
      'Invalid email',
      'Field required',
    ])
    await expect(form.locator('[name="name"]')).toHaveValue('Ana')
    // Reaching for the form loads its engine (a chunk of its own): under load it could arrive after the typing, and
    // the check below ran out of time before it (flaky in a clean-clone CI). The engine has arrived before typing.
    await form.locator('[name="email"]').focus()
    await page.waitForLoadState('networkidle')
    await form.locator('[name="email"]').fill('ana@acme.example')
    await expect(form.locator('[name="email"]')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(errorsOf(form)).toHaveCount(4)
  })
  test('the hydrated e-commerce page keeps the success message', async ({ page }) => {
    const name = unique('Carla Dias')
    await page.goto('/pt-br/servicos/e-commerce')
    await postAsFormWithoutScript(page, {
      _form: 'ecommerce',
      _page: '/pt-br/servicos/e-commerce#ecommerce-form',
      name,
      phone: '21998765432',
      email: 'carla@loja.example',
      faturamento: 'comecando',
      nicho: 'Moda',
    })
    await page.goto('/pt-br/servicos/e-commerce')
    await waitForHydration(page)
    await expect(page.locator('#ecommerce-form form').getByRole('alert')).toHaveText('Mensagem enviada com sucesso!')
    await expect.poll(() => storedLead(name)).toMatchObject({ kind: 'ecommerce', locale: 'pt-br' })
  })
})
