import type { Locator, Page, Route } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'
import { settings } from '../../content/settings'
import { pixelCalls, recordBannerTime, recordTrackers } from './trackers'

/*
 * The product's contract: every constant and rule of the spec (../shared/spec/site-spec.md) that a browser can check,
 * in one file that changes only when the spec does. Each title names the spec's section. Values are written here as
 * the spec states them, never imported from the code they check. Feature specs test how the site does it; this one
 * only what the spec promises. The ARCHITECTURE decisions on the spec's open points (prefix-less paths, unknown
 * locales) are checked here too.
 */

const LOCALES = ['pt-br', 'en-us', 'es-es'] as const
type Locale = (typeof LOCALES)[number]

/** §9 and § 2 Layout. */
const HEADER_HEIGHT = 55
const DRAWER_WIDTH = 300
const HEADER_CONTENT_MAX = 1048
const FOOTER_CONTENT_MAX = 1228
const COPYRIGHT_YEAR = 2024
const BANNER_DELAY_MS = 1000
const CONSENT_KEY = 'cookies-accepted'
const MENU_DELAYS = { open: 200, skip: 300, close: 150 }

/** §3: the 27 federative units, alphabetical, Acre to Tocantins. */
const STATES = [
  'Acre',
  'Alagoas',
  'Amapá',
  'Amazonas',
  'Bahia',
  'Ceará',
  'Distrito Federal',
  'Espírito Santo',
  'Goiás',
  'Maranhão',
  'Mato Grosso',
  'Mato Grosso do Sul',
  'Minas Gerais',
  'Pará',
  'Paraíba',
  'Paraná',
  'Pernambuco',
  'Piauí',
  'Rio de Janeiro',
  'Rio Grande do Norte',
  'Rio Grande do Sul',
  'Rondônia',
  'Roraima',
  'Santa Catarina',
  'São Paulo',
  'Sergipe',
  'Tocantins',
]

/** §2: service slugs; the about carousel's seven, in order. */
const SERVICE_SLUGS = [
  'plataforma-web',
  'aplicativos-mobile',
  'manutencao-de-software',
  'outsourcing',
  'apis',
  'design',
  'e-commerce',
  'inteligencia-artificial',
]
const ABOUT_CAROUSEL = [
  'inteligencia-artificial',
  'plataforma-web',
  'aplicativos-mobile',
  'design',
  'manutencao-de-software',
  'outsourcing',
  'apis',
]

/** §5: the contact form's messages per locale; the landing and e-commerce forms' in every locale. */
const CONTACT_MESSAGES: Record<Locale, { required: string; email: string }> = {
  'pt-br': { required: 'Campo obrigatório', email: 'Email inválido' },
  'en-us': { required: 'Field required', email: 'Invalid email' },
  'es-es': { required: 'Campo requerido', email: 'Correo electrónico no válido' },
}
const PORTUGUESE_MESSAGES = { required: 'Campo obrigatório', email: 'E-mail inválido' }

/** §8: success on the e-commerce form (the third language's wording is not shown). */
const SUCCESS: Partial<Record<Locale, string>> = {
  'pt-br': 'Mensagem enviada com sucesso!',
  'en-us': 'Message sent successfully!',
}

const PHONE_TYPED = '11912345678'
/** §5, §9: the phone mask (99) 99999-9999. */
const PHONE_MASKED = '(11) 91234-5678'

/** The landing forms of §2 and where §4 sends them after a send. */
const LANDINGS = [
  { name: 'hire', path: 'contrate', anchor: 'contrate-form', thanks: () => '/pt-br/obrigado' },
  {
    name: 'software factory',
    path: 'fabrica-de-software',
    anchor: 'software-form',
    thanks: (l: Locale) => `/${l}/obrigado`,
  },
] as const

const ENDPOINT = '**/api/mail/contact'

/** §7: answers the mail endpoint with 201 (the spec reads no response) and records each JSON body. */
async function interceptLeads(page: Page) {
  const bodies: Array<Record<string, string>> = []
  await page.route(ENDPOINT, async (route: Route) => {
    bodies.push(route.request().postDataJSON())
    await route.fulfill({ status: 201, contentType: 'application/json', body: '{}' })
  })
  return bodies
}

/** The names of a form's visible controls, in order (no hidden fields, no honeypot). */
const fieldNames = (form: Locator) =>
  form
    .locator('input:not([type="hidden"]):not([name="website"]), select, textarea')
    .evaluateAll((controls) => controls.map((control) => control.getAttribute('name')))
const errors = (form: Locator) => form.locator('[id$="-error"]')
const errorOf = async (form: Locator, name: string) =>
  form.locator(`#${await form.locator(`[name="${name}"]`).getAttribute('aria-describedby')}`)

async function fill(form: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = form.locator(`[name="${name}"]`)
    if (await field.evaluate((element) => element.tagName === 'SELECT')) await field.selectOption(value)
    else await field.fill(value)
  }
}

/** The content box (less its padding) of the element a header or footer lays its content out in: its first child. */
const contentBox = (part: Locator) =>
  part.evaluate((element) => {
    const column = element.firstElementChild!
    const box = column.getBoundingClientRect()
    const style = getComputedStyle(column)
    const [left, right] = [parseFloat(style.paddingLeft), parseFloat(style.paddingRight)]
    return { left: box.left + left, width: box.width - left - right }
  })

test.describe('§2 Layout, §9 constants', () => {
  const LAYOUTS = [
    { layout: 'default', path: '/pt-br' },
    { layout: 'alternative', path: '/pt-br/produtos-de-ia' },
    { layout: 'landing', path: '/pt-br/contrate' },
  ]

  test('§9 constants: header height 55px at every width, in every layout', async ({ page }) => {
    for (const { layout, path } of LAYOUTS) {
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      for (const width of [1280, 1024, 768, 390]) {
        await page.setViewportSize({ width, height: 900 })
        const height = (await page.locator('header').first().boundingBox())!.height
        expect(height, `${layout} header (${path}) at ${width}px`).toBe(HEADER_HEIGHT)
      }
    }
  })

  test('§9 constants: header content at most 1048px, footer content at most 1228px', async ({ page }) => {
    const pages = [...LAYOUTS, { layout: 'default (a service page)', path: '/en-us/servicos/design' }]
    for (const { layout, path } of pages) {
      await page.setViewportSize({ width: 1600, height: 900 })
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      const header = await contentBox(page.locator('header').first())
      expect(header.width, `${layout} header content (${path})`).toBe(HEADER_CONTENT_MAX)
      expect(header.left, `${layout} header centred`).toBe((1600 - HEADER_CONTENT_MAX) / 2)
      const footer = await contentBox(page.locator('footer').first())
      expect(footer.width, `${layout} footer content (${path})`).toBe(FOOTER_CONTENT_MAX)
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 })
        expect((await contentBox(page.locator('header').first())).width).toBeLessThanOrEqual(HEADER_CONTENT_MAX)
        expect((await contentBox(page.locator('footer').first())).width).toBeLessThanOrEqual(FOOTER_CONTENT_MAX)
      }
    }
  })

  test('§2 Layout, §9 constants: the menu button opens a right-hand drawer 300px wide holding the links; a link closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/pt-br')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    // Once the slide-in settles: the drawer is 300 px on the screen's right edge, and the navigation holding its links
    // spans the whole panel (no border or wrapper narrows it).
    await expect.poll(async () => (await drawer.boundingBox())!.x).toBe(390 - DRAWER_WIDTH)
    expect((await drawer.boundingBox())!.width).toBe(DRAWER_WIDTH)
    expect((await drawer.locator('nav').boundingBox())!.width, 'the panel holding the links').toBe(DRAWER_WIDTH)
    for (const name of ['Início', 'Quem somos', 'Contato'])
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible()
    await drawer.getByText('Serviços', { exact: true }).click()
    await expect(drawer.getByRole('link', { name: 'Outsourcing' })).toBeVisible()
    await drawer.getByRole('link', { name: 'Quem somos', exact: true }).click()
    await expect(page).toHaveURL(/\/pt-br\/quem-somos$/)
    await expect(drawer).toBeHidden()
  })

  test('§2 Layout, §9 constants: before (or without) JavaScript the phone menu is the same 300px panel on the right', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto('/pt-br')
    await page.locator('header summary:visible').click()
    const nav = page.locator('header nav:visible')
    await expect(nav.getByRole('link', { name: 'Quem somos', exact: true })).toBeVisible()
    const box = (await nav.boundingBox())!
    expect({ x: box.x, width: box.width }).toEqual({ x: 390 - DRAWER_WIDTH, width: DRAWER_WIDTH })
    await context.close()
  })

  test('§2 Layout, §9 constants: the footer says © 2024 in every locale', async ({ page }) => {
    for (const locale of LOCALES) {
      await page.goto(`/${locale}`)
      await expect(page.locator('footer').first(), locale).toContainText(`© ${COPYRIGHT_YEAR}`)
    }
  })

  test('§4, §9 constants: desktop menus open after 200 ms, close after 150 ms, and open at once within 300 ms of another', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/en-us')
    await waitForHydration(page)
    const services = page.getByRole('button', { name: 'Services' })
    const panel = page.locator(`#${await services.getAttribute('aria-controls')}`)
    const language = page.getByRole('button', { name: /Choose language/ })
    const languagePanel = page.locator(`#${await language.getAttribute('aria-controls')}`)
    await page.clock.pauseAt(Date.now() + 60_000)

    await services.hover()
    await page.clock.runFor(MENU_DELAYS.open - 1)
    await expect(panel).toBeHidden()
    await page.clock.runFor(1)
    await expect(panel).toBeVisible()

    await page.mouse.move(5, 600)
    await page.clock.runFor(MENU_DELAYS.close - 1)
    await expect(panel).toBeVisible()
    await page.clock.runFor(1)
    await expect(panel).toBeHidden()

    // Within the skip delay after one closed, the next opens without waiting.
    await page.clock.runFor(MENU_DELAYS.skip - 50)
    await language.hover()
    await page.clock.runFor(0)
    await expect(languagePanel).toBeVisible()
    await page.mouse.move(5, 600)
    await page.clock.runFor(MENU_DELAYS.close)
    await expect(languagePanel).toBeHidden()
    // After the skip delay, the open delay again.
    await page.clock.runFor(MENU_DELAYS.skip)
    await services.hover()
    await page.clock.runFor(MENU_DELAYS.open - 1)
    await expect(panel).toBeHidden()
    await page.clock.runFor(1)
    await expect(panel).toBeVisible()
  })
})

test.describe('§2 Screen contents, §4, §9', () => {
  test('§4, §9 constants: the thank-you counter rises 1 % every 10 ms from 0 to 100, then stops', async ({ page }) => {
    await page.goto('/pt-br/obrigado')
    await waitForHydration(page)
    await expect(page.getByText('Fique de olho no seu WhatsApp!')).toBeVisible()
    // The count's timeline, read at chosen instants: what is shown at t ms.
    const shown = await page.evaluate(async () => {
      const bar = document.querySelector('[role="progressbar"]')!
      const animations = document.getAnimations().filter((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target
        return target instanceof Element && (target.contains(bar) || bar.contains(target))
      })
      const read = () => {
        const fill = bar.firstElementChild!.getBoundingClientRect().width / bar.getBoundingClientRect().width
        return Math.round(fill * 100)
      }
      const at: Record<number, number> = {}
      for (const animation of animations) animation.pause()
      for (const time of [0, 10, 20, 100, 500, 990, 1000, 1500, 5000]) {
        for (const animation of animations) animation.currentTime = time
        await new Promise(requestAnimationFrame)
        at[time] = read()
      }
      return at
    })
    expect(shown).toEqual({ 0: 0, 10: 1, 20: 2, 100: 10, 500: 50, 990: 99, 1000: 100, 1500: 100, 5000: 100 })
  })

  test('§2 About, §9 constants: the services carousel has 7 slides, in order', async ({ request }) => {
    for (const locale of LOCALES) {
      const html = await (await request.get(`/${locale}/quem-somos`)).text()
      const carousel = html.slice(html.indexOf('keen-slider'))
      const hrefs = [...carousel.matchAll(/class="keen-slider__slide[^"]*"[\s\S]*?href="([^"]+)"/g)].map((m) => m[1])
      expect(hrefs, locale).toEqual(ABOUT_CAROUSEL.map((slug) => `/${locale}/servicos/${slug}`))
    }
  })

  test('§2 AI products, §9 constants: 6 product cards, each an external link opening a new tab', async ({ page }) => {
    await page.goto('/en-us/produtos-de-ia')
    const cards = page.locator('[data-section="productGrid"] li')
    await expect(cards).toHaveCount(6)
    for (const card of await cards.all()) {
      const link = card.locator('a[href^="http"]').first()
      await expect(link).toHaveAttribute('target', '_blank')
    }
  })
})

test.describe('§2 Routes', () => {
  test('§2 Routes: every screen answers 200 in every locale', async ({ request }) => {
    const paths = [
      '/',
      '/ia-noticia',
      '/pt-br/ia-noticia/sabesp-privatizacao',
      '/contato-rafael',
      '/certificados/lgpd.jpeg',
      '/rafael.vcf',
    ]
    for (const locale of LOCALES) {
      paths.push(
        `/${locale}`,
        ...[
          'quem-somos',
          'noticias',
          'produtos-de-ia',
          'contato',
          'obrigado',
          'inteligencia-artificial',
          'fabrica-de-software',
          'contrate',
          'politica-de-privacidade',
          'contato-rafael',
          ...SERVICE_SLUGS.map((slug) => `servicos/${slug}`),
        ].map((path) => `/${locale}/${path}`),
      )
      // News articles: the list links five or more, each answering.
      const list = await (await request.get(`/${locale}/noticias`)).text()
      const articles = [
        ...new Set([...list.matchAll(new RegExp(`href="(/${locale}/noticias/[^"#]+)"`, 'g'))].map((m) => m[1]!)),
      ]
      expect(articles.length, `${locale} news articles`).toBeGreaterThanOrEqual(5)
      expect(articles).toContain(`/${locale}/noticias/inteligencia-artificial-facilita-a-vida-das-pessoas-no-dia-a-dia`)
      paths.push(...articles)
    }
    for (const path of paths) expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200)
  })

  test('§2 Routes (ARCHITECTURE decisions): a prefix-less path 301s to pt-br, an unknown locale is a 404', async ({
    request,
  }) => {
    for (const path of ['/quem-somos', '/contato', '/servicos/design']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(301)
      expect(new URL(response.headers().location!, 'http://x').pathname).toBe(`/pt-br${path}`)
    }
    for (const path of ['/fr-fr', '/fr-fr/quem-somos', '/pt-pt/contato'])
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404)
  })

  test('§2 Routes: the English host at / goes to /en-us; a path of the other language goes to its host, www kept', async ({
    request,
  }) => {
    // The spec names the hosts only by their language; the site's settings name them.
    const [portuguese, english] = [settings.hosts['pt-br']!, settings.hosts['en-us']!]
    for (const [host, path, location] of [
      [english, '/', '/en-us'],
      [`www.${portuguese}`, '/en-us/contato', `https://www.${english}/en-us/contato`],
      [english, '/pt-br/contato', `https://${portuguese}/pt-br/contato`],
    ] as const) {
      const response = await request.get(path, { headers: { Host: host }, maxRedirects: 0 })
      expect([301, 302, 307, 308], `${host}${path}`).toContain(response.status())
      expect(response.headers().location, `${host}${path}`).toBe(location)
    }
  })

  test('§2 Routes: language switching keeps the path and swaps the locale', async ({ page }) => {
    await page.goto('/pt-br/quem-somos')
    await waitForHydration(page)
    await page.getByRole('button', { name: /Escolher idioma/ }).click()
    await page.getByRole('link', { name: 'English' }).first().click()
    await expect(page).toHaveURL(/\/en-us\/quem-somos$/)
  })
})

test.describe('§3, §4, §5, §7 Forms', () => {
  for (const locale of LOCALES)
    test(`§3, §5, §7: contact form in ${locale}: six fields, its messages, the JSON body, thank-you`, async ({
      page,
    }) => {
      const bodies = await interceptLeads(page)
      await page.goto(`/${locale}/contato`)
      await waitForHydration(page)
      const form = page.locator('#contact-form form')
      expect(await fieldNames(form)).toEqual(['name', 'phone', 'company', 'role', 'email', 'message'])
      await form.getByRole('button').click()
      await expect(errors(form)).toHaveText(Array(6).fill(CONTACT_MESSAGES[locale].required))
      await form.locator('[name="email"]').fill('ana@')
      await expect(await errorOf(form, 'email')).toHaveText(CONTACT_MESSAGES[locale].email)
      const values = {
        name: 'Ana Souza',
        phone: '11 91234-5678',
        company: 'Acme',
        role: 'CTO',
        email: 'ana@acme.example',
        message: 'Quero um orçamento.',
      }
      await fill(form, values)
      await form.getByRole('button').click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/obrigado$`), { timeout: 15_000 })
      expect(bodies).toEqual([{ ...values, origin: expect.stringMatching(new RegExp(`/${locale}/contato$`)) }])
    })

  for (const landing of LANDINGS)
    for (const locale of LOCALES)
      test(`§3, §4, §5, §7: ${landing.name} form in ${locale}: name, email, phone, state (27), Portuguese messages, mask, JSON body, thanks at ${landing.thanks(locale)}`, async ({
        page,
      }) => {
        const bodies = await interceptLeads(page)
        await page.goto(`/${locale}/${landing.path}`)
        await waitForHydration(page)
        const form = page.locator(`#${landing.anchor} form`)
        expect(await fieldNames(form)).toEqual(['name', 'email', 'phone', 'state'])

        const options = form.locator('select[name="state"] option')
        await expect(options.first()).toBeDisabled()
        expect((await options.allTextContents()).slice(1)).toEqual(STATES)

        await form.getByRole('button').click()
        await expect(errors(form)).toHaveText(Array(4).fill(PORTUGUESE_MESSAGES.required))
        await form.locator('[name="email"]').fill('bruno@')
        await expect(await errorOf(form, 'email')).toHaveText(PORTUGUESE_MESSAGES.email)

        await form.locator('[name="name"]').fill('Bruno Lima')
        await form.locator('[name="email"]').fill('bruno@acme.example')
        await form.locator('[name="phone"]').pressSequentially(PHONE_TYPED)
        await expect(form.locator('[name="phone"]')).toHaveValue(PHONE_MASKED)
        await form.locator('[name="state"]').selectOption({ label: 'São Paulo' })
        await form.getByRole('button').click()
        await expect(page).toHaveURL(new RegExp(`${landing.thanks(locale)}$`), { timeout: 15_000 })
        expect(bodies).toHaveLength(1)
        expect(Object.keys(bodies[0]!).sort()).toEqual(['email', 'name', 'origin', 'phone', 'state'])
        expect(bodies[0]).toMatchObject({
          name: 'Bruno Lima',
          email: 'bruno@acme.example',
          phone: PHONE_MASKED,
          origin: expect.stringMatching(new RegExp(`/${locale}/${landing.path}$`)),
        })
      })

  for (const locale of LOCALES)
    test(`§3, §4, §5, §7: e-commerce form in ${locale}: 5 revenue options, Portuguese messages, mask, JSON body, success alert`, async ({
      page,
    }) => {
      const bodies = await interceptLeads(page)
      await page.goto(`/${locale}/servicos/e-commerce`)
      await waitForHydration(page)
      const form = page.locator('#ecommerce-form form')
      expect(await fieldNames(form)).toEqual(['name', 'phone', 'email', 'faturamento', 'nicho'])
      const options = form.locator('select[name="faturamento"] option')
      await expect(options).toHaveCount(1 + 5)
      await expect(options.first()).toBeDisabled()

      await form.getByRole('button').click()
      await expect(errors(form)).toHaveText(Array(5).fill(PORTUGUESE_MESSAGES.required))
      await form.locator('[name="email"]').fill('carla@loja')
      await expect(await errorOf(form, 'email')).toHaveText(PORTUGUESE_MESSAGES.email)

      await fill(form, { name: 'Carla Dias', email: 'carla@loja.example', nicho: 'Moda' })
      await form.locator('[name="faturamento"]').selectOption({ index: 5 })
      await form.locator('[name="phone"]').pressSequentially(PHONE_TYPED)
      await expect(form.locator('[name="phone"]')).toHaveValue(PHONE_MASKED)
      await form.getByRole('button').click()
      const alert = form.getByRole('alert')
      if (SUCCESS[locale]) await expect(alert).toHaveText(SUCCESS[locale])
      else await expect(alert).not.toBeEmpty()
      await expect(form.locator('[name="name"]')).toHaveValue('')
      expect(bodies).toHaveLength(1)
      expect(Object.keys(bodies[0]!).sort()).toEqual(['email', 'faturamento', 'name', 'nicho', 'origin', 'phone'])
      expect(bodies[0]).toMatchObject({ name: 'Carla Dias', phone: PHONE_MASKED, nicho: 'Moda' })
    })

  test('§4, §5, §7: without JavaScript the English hire form answers in Portuguese, and the server takes its state and thanks at /pt-br/obrigado', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/en-us/contrate')
    const form = page.locator('#contrate-form form')
    await form.locator('[name="email"]').fill('bruno@')
    await form.getByRole('button').click()
    await page.waitForLoadState()
    await expect(errors(form)).toHaveText([
      PORTUGUESE_MESSAGES.required,
      PORTUGUESE_MESSAGES.email,
      PORTUGUESE_MESSAGES.required,
      PORTUGUESE_MESSAGES.required,
    ])
    await fill(form, { name: 'Bruno Lima', email: 'bruno@acme.example', phone: PHONE_TYPED, state: 'SP' })
    await form.getByRole('button').click()
    await page.waitForLoadState()
    await expect(page).toHaveURL(/\/pt-br\/obrigado$/)
    await context.close()
  })
})

test.describe('§4, §7 Consent and tracking', () => {
  test('§4, §9 constants: no tracker and nothing stored before a choice; the banner appears after 1000 ms', async ({
    page,
  }) => {
    const trackers = await recordTrackers(page)
    const bannerShown = await recordBannerTime(page)
    await page.goto('/en-us')
    await waitForHydration(page)
    await expect(page.locator('[data-consent-banner]')).toBeVisible()
    expect(await bannerShown()).toBeGreaterThanOrEqual(BANNER_DELAY_MS)
    expect(trackers).toEqual([])
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
  })

  test('§4: accepting stores "true" under the cookies-accepted key, hides the banner and loads two tag managers and the pixel', async ({
    page,
  }) => {
    const trackers = await recordTrackers(page)
    await page.goto('/pt-br')
    await waitForHydration(page)
    const banner = page.locator('[data-consent-banner]')
    await banner.getByRole('button', { name: 'Aceitar' }).click()
    await expect(banner).toHaveCount(0)
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBe('true')
    await expect.poll(() => trackers.filter((url) => url.includes('googletagmanager')).length).toBe(2)
    await expect.poll(() => trackers.filter((url) => url.includes('facebook')).length).toBe(1)
  })

  test('§2, §7: with consent a page-view with its path on every route change and a lead on the thank-you page; without, nothing', async ({
    page,
  }) => {
    const trackers = await recordTrackers(page)
    await page.goto('/pt-br/obrigado')
    await waitForHydration(page)
    await page.waitForTimeout(300)
    expect(trackers).toEqual([])
    expect(await page.evaluate(() => 'fbq' in window)).toBe(false)

    await page.evaluate((key) => localStorage.setItem(key, 'true'), CONSENT_KEY)
    await page.reload()
    await waitForHydration(page)
    await expect.poll(async () => (await pixelCalls(page)).filter((call) => call[1] === 'Lead')).toHaveLength(1)

    const pageViews = async () => (await pixelCalls(page)).filter((call) => call[1] === 'PageView')
    await page.goto('/en-us')
    await waitForHydration(page)
    await expect.poll(pageViews).toEqual([['track', 'PageView', { path: '/en-us' }]])
    await page.locator('footer').getByRole('link', { name: 'Contact' }).click()
    await expect(page).toHaveURL(/\/en-us\/contato$/)
    await waitForHydration(page)
    // Every route change is a page load of its own (the built site has no client-side navigation): it sends its page-view.
    await expect.poll(pageViews).toEqual([['track', 'PageView', { path: '/en-us/contato' }]])
  })

  test('§4: the banner never shows on the CEO card', async ({ page }) => {
    await page.goto('/contato-rafael')
    await waitForHydration(page)
    await page.waitForTimeout(BANNER_DELAY_MS + 300)
    await expect(page.locator('[data-consent-banner]')).toHaveCount(0)
  })
})
