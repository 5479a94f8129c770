import type { Locator, Page, Route } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

// Failures are provoked on purpose: the form logs them and Chromium reports the 500.
test.use({ allowedConsole: /The lead was not sent|Failed to load resource/ })

const ENDPOINT = '**/api/mail/contact'
/** The page's window while an init script counts the POSTs it makes through `fetch`. */
type PostCountingWindow = Window & { leadPosts: number }

/** Intercepts the mail endpoint: records each body and answers with `respond` (201 by default). */
async function interceptLeads(
  page: Page,
  respond: (route: Route) => Promise<void> = (route) =>
    route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":"x"}' }),
) {
  const bodies: Array<Record<string, string>> = []
  await page.route(ENDPOINT, async (route) => {
    bodies.push(route.request().postDataJSON())
    await respond(route)
  })
  return bodies
}

const CONTACT = {
  'pt-br': { required: 'Campo obrigatório', email: 'Email inválido', failure: 'Ocorreu um erro ao enviar a mensagem!' },
  'en-us': {
    required: 'Field required',
    email: 'Invalid email',
    failure: 'An error occurred while sending the message!',
  },
  'es-es': {
    required: 'Campo requerido',
    email: 'Correo electrónico no válido',
    failure: '¡Se produjo un error al enviar el mensaje!',
  },
} as const
const LEAD_FAILURE = {
  'pt-br': 'Erro ao enviar mensagem. Tente novamente mais tarde.',
  'en-us': 'Error sending message. Please try again later.',
  'es-es': 'Error al enviar el mensaje. Inténtalo de nuevo más tarde.',
} as const
const ECOMMERCE_SUCCESS = {
  'pt-br': 'Mensagem enviada com sucesso!',
  'en-us': 'Message sent successfully!',
  'es-es': '¡Mensaje enviado con éxito!',
} as const

/** Fills a form's fields by name (a select picks the option with that value) and returns the form. */
async function fillFields(form: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = form.locator(`[name="${name}"]`)
    if (await field.evaluate((element) => element.tagName === 'SELECT')) await field.selectOption(value)
    else await field.fill(value)
  }
  return form
}

const CONTACT_VALUES = {
  name: 'Ana Souza',
  phone: '+55 11 91234-5678',
  company: 'Acme',
  role: 'CTO',
  email: 'ana@acme.example',
  message: 'Quero um orçamento.',
}
/** The landing lead form, the same in every locale: a Brazilian mobile and state (the spec). */
const LEAD_VALUES = {
  name: 'Ann Lee',
  email: 'ann@acme.example',
  phone: '11987654321',
  state: 'RJ',
}
const ECOMMERCE_VALUES = {
  name: 'Carla Dias',
  phone: '21998765432',
  email: 'carla@loja.example',
  faturamento: 'comecando',
  nicho: 'Moda',
}

const fillContact = (page: Page) => fillFields(page.locator('[data-section="contactForm"] form'), CONTACT_VALUES)

for (const locale of ['pt-br', 'en-us', 'es-es'] as const) {
  test.describe(`contact form in ${locale}`, () => {
    test('validates on submit with the spec messages, focuses the first invalid field, re-validates on change', async ({
      page,
    }) => {
      const bodies = await interceptLeads(page)
      await page.goto(`/${locale}/contato`)
      await waitForHydration(page)
      const form = page.locator('[data-section="contactForm"] form')
      await form.getByRole('button').click()
      const errors = form.locator('[id$="-error"]')
      await expect(errors).toHaveCount(6)
      await expect(errors.first()).toHaveText(CONTACT[locale].required)
      await expect(form.locator('[name="name"]')).toBeFocused()
      await expect(form.locator('[name="name"]')).toHaveAttribute('aria-invalid', 'true')
      await form.locator('[name="email"]').fill('ana@')
      await expect(
        form.locator(`#${await form.locator('[name="email"]').getAttribute('aria-describedby')}`),
      ).toHaveText(CONTACT[locale].email)
      await form.locator('[name="name"]').fill('Ana')
      await expect(form.locator('[name="name"]')).not.toHaveAttribute('aria-invalid', 'true')
      expect(bodies).toEqual([])
    })

    test('sends exactly the spec body once per click and thanks on the localized page', async ({ page }) => {
      let answer!: () => void
      const answered = new Promise<void>((resolve) => (answer = resolve))
      const bodies = await interceptLeads(page, async (route) => {
        await answered
        await route.fulfill({ status: 201, body: '{}' })
      })
      await page.goto(`/${locale}/contato`)
      await waitForHydration(page)
      const form = await fillContact(page)
      await form.getByRole('button').dblclick()
      await expect(form).toHaveAttribute('aria-busy', 'true')
      await expect(form.getByRole('button')).toBeDisabled()
      answer()
      await expect(page).toHaveURL(new RegExp(`/${locale}/obrigado$`))
      expect(bodies).toEqual([
        {
          name: 'Ana Souza',
          phone: '+55 11 91234-5678',
          company: 'Acme',
          role: 'CTO',
          email: 'ana@acme.example',
          message: 'Quero um orçamento.',
          origin: `http://127.0.0.1:${new URL(page.url()).port}/${locale}/contato`,
        },
      ])
    })

    test('an HTTP 500 is a failure: the alert shows and everything typed stays', async ({ page }) => {
      await interceptLeads(page, (route) => route.fulfill({ status: 500, body: 'boom' }))
      await page.goto(`/${locale}/contato`)
      await waitForHydration(page)
      const form = await fillContact(page)
      await form.getByRole('button').click()
      await expect(form.getByRole('alert')).toHaveText(CONTACT[locale].failure)
      await expect(form.locator('[name="message"]')).toHaveValue('Quero um orçamento.')
      await expect(page).toHaveURL(new RegExp(`/${locale}/contato$`))
      await expect(form.getByRole('button')).toBeEnabled()
    })
  })
}

test('contact: a network error and a 15 s timeout are failures too, and the visitor can retry', async ({ page }) => {
  await page.clock.install()
  let attempt = 0
  const bodies = await interceptLeads(page, async (route) => {
    attempt++
    if (attempt === 1) return route.abort('internetdisconnected')
    if (attempt === 2) return new Promise<void>(() => {}) // never answers
    return route.fulfill({ status: 201, body: '{}' })
  })
  await page.goto('/pt-br/contato')
  await waitForHydration(page)
  const form = await fillContact(page)
  const alert = form.getByRole('alert')

  await form.getByRole('button').click()
  await expect(alert).toHaveText(CONTACT['pt-br'].failure)

  await form.getByRole('button').click()
  await expect(form.getByRole('button')).toBeDisabled()
  await page.clock.runFor(15_000)
  await expect(alert).toHaveText(CONTACT['pt-br'].failure)
  await expect(form.locator('[name="name"]')).toHaveValue('Ana Souza')

  await form.getByRole('button').click()
  await expect(page).toHaveURL(/\/pt-br\/obrigado$/)
  expect(bodies).toHaveLength(3)
})

test('contact: the typed draft survives a reload and is cleared once sent', async ({ page }) => {
  await interceptLeads(page)
  await page.goto('/en-us/contato')
  await waitForHydration(page)
  await fillContact(page)
  await page.reload()
  await waitForHydration(page)
  const form = page.locator('[data-section="contactForm"] form')
  await expect(form.locator('[name="company"]')).toHaveValue('Acme')
  await expect(form.locator('[name="message"]')).toHaveValue('Quero um orçamento.')
  await form.getByRole('button').click()
  await expect(page).toHaveURL(/\/en-us\/obrigado$/)
  await page.goto('/en-us/contato')
  await waitForHydration(page)
  await expect(page.locator('[data-section="contactForm"] [name="company"]')).toHaveValue('')
})

const LANDINGS = [
  { name: 'hire', path: 'contrate', anchor: 'contrate-form', thanks: () => '/pt-br/obrigado' },
  {
    name: 'software factory',
    path: 'fabrica-de-software',
    anchor: 'software-form',
    thanks: (locale: string) => `/${locale}/obrigado`,
  },
]

// The same form in en-us and es-es: spec-contract.spec.ts (§3, §4, §5, §7).
for (const landing of LANDINGS) {
  test(`${landing.name} lead form in pt-br: Portuguese messages, mask, 27 states, exact body, thank-you`, async ({
    page,
  }) => {
    const locale = 'pt-br'
    const bodies = await interceptLeads(page)
    await page.goto(`/${locale}/${landing.path}`)
    await waitForHydration(page)
    const form = page.locator(`#${landing.anchor} form`)
    await form.getByRole('button').click()
    await expect(form.locator('[id$="-error"]')).toHaveText([
      'Campo obrigatório',
      'Campo obrigatório',
      'Campo obrigatório',
      'Campo obrigatório',
    ])
    await form.locator('[name="email"]').fill('bruno@')
    await expect(form.locator('[id$="-error"]').nth(1)).toHaveText('E-mail inválido')

    const options = form.locator('select[name="state"] option')
    await expect(options).toHaveCount(28)
    await expect(options.first()).toBeDisabled()
    expect((await options.allTextContents())[1]).toBe('Acre')
    expect((await options.allTextContents())[27]).toBe('Tocantins')

    await form.locator('[name="name"]').fill('Bruno Lima')
    await form.locator('[name="email"]').fill('bruno@acme.example')
    await form.locator('[name="phone"]').pressSequentially('11912345678')
    await expect(form.locator('[name="phone"]')).toHaveValue('(11) 91234-5678')
    await form.locator('[name="state"]').selectOption('SP')
    await form.getByRole('button').click()
    await expect(page).toHaveURL(new RegExp(`${landing.thanks(locale)}$`))
    expect(bodies).toEqual([
      {
        name: 'Bruno Lima',
        email: 'bruno@acme.example',
        phone: '(11) 91234-5678',
        state: 'SP',
        origin: expect.stringMatching(new RegExp(`/${locale}/${landing.path}$`)),
      },
    ])
  })
}

test('landing lead failure keeps the data and shows the translated alert', async ({ page }) => {
  await interceptLeads(page, (route) => route.fulfill({ status: 503, body: '' }))
  await page.goto('/en-us/fabrica-de-software')
  await waitForHydration(page)
  const form = await fillFields(page.locator('#software-form form'), LEAD_VALUES)
  await form.getByRole('button').click()
  await expect(form.getByRole('alert')).toHaveText(LEAD_FAILURE['en-us'])
  await expect(form.locator('[name="phone"]')).toHaveValue('(11) 98765-4321')
  await expect(form.locator('[name="state"]')).toHaveValue('RJ')
})

for (const locale of ['pt-br', 'en-us', 'es-es'] as const) {
  test(`e-commerce form in ${locale}: validation, body, reset and success alert; failure keeps data`, async ({
    page,
  }) => {
    let fail = true
    const bodies = await interceptLeads(page, (route) =>
      fail ? route.fulfill({ status: 500, body: '' }) : route.fulfill({ status: 201, body: '{}' }),
    )
    await page.goto(`/${locale}/servicos/e-commerce`)
    await waitForHydration(page)
    const form = page.locator('#ecommerce-form form')
    await form.getByRole('button').click()
    await expect(form.locator('[id$="-error"]')).toHaveCount(5)
    await expect(form.locator('[id$="-error"]').first()).toHaveText('Campo obrigatório')

    await fillFields(form, ECOMMERCE_VALUES)
    await form.getByRole('button').click()
    await expect(form.getByRole('alert')).toHaveText(LEAD_FAILURE[locale])
    await expect(form.locator('[name="nicho"]')).toHaveValue('Moda')

    fail = false
    await form.getByRole('button').click()
    await expect(form.getByRole('alert')).toHaveText(ECOMMERCE_SUCCESS[locale])
    await expect(form.locator('[name="name"]')).toHaveValue('')
    expect(bodies[1]).toEqual({
      name: 'Carla Dias',
      // Masked as a Brazilian mobile in every locale.
      phone: '(21) 99876-5432',
      email: 'carla@loja.example',
      faturamento: 'comecando',
      nicho: 'Moda',
      origin: expect.stringContaining(`/${locale}/servicos/e-commerce`),
    })
  })
}

/** The three forms, each filled with valid data. */
const FORMS = [
  {
    name: 'contact',
    path: '/es-es/contato',
    form: '#contact-form form',
    fill: fillContact,
    failure: CONTACT['es-es'].failure,
  },
  {
    name: 'landing lead',
    path: '/es-es/contrate',
    form: '#contrate-form form',
    failure: LEAD_FAILURE['es-es'],
    fill: (page: Page) => fillFields(page.locator('#contrate-form form'), LEAD_VALUES),
  },
  {
    name: 'e-commerce',
    path: '/es-es/servicos/e-commerce',
    form: '#ecommerce-form form',
    failure: LEAD_FAILURE['es-es'],
    fill: (page: Page) => fillFields(page.locator('#ecommerce-form form'), ECOMMERCE_VALUES),
  },
]

for (const { name, path, form: selector, fill, failure } of FORMS) {
  test(`${name} form: a network error and a timeout keep the data, a double click sends once, the draft survives a reload`, async ({
    page,
  }) => {
    await page.clock.install()
    // Every post the page makes, counted in the page: one that the clock aborts before it reaches the route is
    // counted too.
    await page.addInitScript(() => {
      const counting = window as unknown as PostCountingWindow
      const send = window.fetch.bind(window)
      counting.leadPosts = 0
      window.fetch = (input, init) => {
        if (init?.method === 'POST') counting.leadPosts++
        return send(input, init)
      }
    })
    let attempt = 0
    const bodies = await interceptLeads(page, async (route) => {
      attempt++
      if (attempt === 1) return route.abort('internetdisconnected')
      return new Promise<void>(() => {}) // never answers
    })
    await page.goto(path)
    await waitForHydration(page)
    const typed = await (await fill(page)).locator('[name="name"]').inputValue()
    await page.reload()
    await waitForHydration(page)
    const form = page.locator(selector)
    await expect(form.locator('[name="name"]')).toHaveValue(typed)

    await form.getByRole('button').click()
    await expect(form.getByRole('alert')).toHaveText(failure)
    await form.getByRole('button').dblclick()
    await expect(form.getByRole('button')).toBeDisabled()
    // The second post reaches the route before the clock runs out its timeout (which would abort it on the way).
    await expect.poll(() => bodies.length, 'posts that reached the route').toBe(2)
    await page.clock.runFor(15_000)
    await expect(form.getByRole('alert')).toHaveText(failure)
    await expect(form.locator('[name="email"]')).not.toHaveValue('')
    await expect(form.locator('[name="name"]')).toHaveValue(typed)
    expect(await page.evaluate(() => (window as unknown as PostCountingWindow).leadPosts), 'posts made').toBe(2)
    expect(bodies).toHaveLength(2)
  })
}

test.describe('the form engine loads when the visitor reaches for the form', () => {
  test('what is typed before it arrives is kept, masked and validated; a click on send waits for it', async ({
    page,
  }) => {
    const bodies = await interceptLeads(page)
    await page.goto('/pt-br/contrate')
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    // From here on, the only scripts the page asks for are the form engine's: hold them until released.
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    const held: string[] = []
    await page.route('**/assets/**/*.js', async (route) => {
      held.push(route.request().url())
      await released
      await route.continue()
    })
    const form = page.locator('#contrate-form form')
    await form.locator('[name="name"]').pressSequentially('Bruno Lima')
    await form.locator('[name="email"]').pressSequentially('bruno@')
    await form.locator('[name="phone"]').pressSequentially('11912345678')
    await form.getByRole('button').click()
    await expect.poll(() => held.length).toBeGreaterThan(0)
    await expect(page).toHaveURL(/\/pt-br\/contrate$/)
    release()
    await expect(form.locator('[id$="-error"]')).toHaveText(['E-mail inválido', 'Campo obrigatório'])
    await expect(form.locator('[name="email"]')).toBeFocused()
    await expect(form.locator('[name="name"]')).toHaveValue('Bruno Lima')
    await expect(form.locator('[name="phone"]')).toHaveValue('(11) 91234-5678')
    await form.locator('[name="email"]').fill('bruno@acme.example')
    await form.locator('[name="state"]').selectOption('SP')
    await form.getByRole('button').click()
    await expect(page).toHaveURL(/\/pt-br\/obrigado$/)
    expect(bodies).toEqual([
      {
        name: 'Bruno Lima',
        email: 'bruno@acme.example',
        phone: '(11) 91234-5678',
        state: 'SP',
        origin: expect.stringMatching(/\/pt-br\/contrate$/),
      },
    ])
  })

  test.describe('when it cannot load', () => {
    test.use({ allowedConsole: /The form engine did not load|Failed to load resource/ })

    test('the form posts as it does without JavaScript', async ({ page }) => {
      await page.goto('/pt-br/contato')
      await waitForHydration(page)
      await page.waitForLoadState('networkidle')
      await page.route('**/assets/**/*.js', (route) =>
        new URL(page.url()).pathname === '/pt-br/contato' ? route.abort() : route.continue(),
      )
      const form = await fillContact(page)
      await form.getByRole('button').click()
      await expect(page).toHaveURL(/\/pt-br\/obrigado$/)
    })
  })
})
