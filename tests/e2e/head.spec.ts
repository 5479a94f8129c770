import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'
import { settings } from '../../content/settings'

/** The route-managed head of a document: what search engines and link previews read. */
function readHead(document: Document) {
  const attr = (selector: string, name: string) =>
    [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute(name))
  return {
    title: document.title,
    lang: document.documentElement.getAttribute('lang'),
    description: attr('meta[name="description"]', 'content'),
    robots: attr('meta[name="robots"]', 'content'),
    canonical: attr('link[rel="canonical"]', 'href'),
    alternates: [...document.head.querySelectorAll('link[rel="alternate"]')].map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    ),
    openGraph: [...document.head.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')].map(
      (meta) => `${meta.getAttribute('property') ?? meta.getAttribute('name')}=${meta.getAttribute('content')}`,
    ),
    jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => script.textContent,
    ),
  }
}

async function prerenderedHead(page: Page, url: string) {
  // Without its inline CSS: each page inlines its own, and a <style> parsed in this page (whose CSP allows only
  // its own hash) would be reported as a violation. The head read here has no style in it.
  const html = (await (await page.request.get(url)).text()).replace(/<style>[\s\S]*?<\/style>/, '')
  return page.evaluate(`(${readHead})(new DOMParser().parseFromString(${JSON.stringify(html)}, 'text/html'))`)
}

async function liveHead(page: Page) {
  return page.evaluate(`(${readHead})(document)`)
}

test('on each page a link opens, the head once hydrated is the prerendered head of its URL', async ({ page }) => {
  // Each page is a document of its own, and its islands leave the head as the server wrote it: title, hreflang,
  // canonical and sharing tags are the prerendered ones, whichever link (header, footer, language) led there.
  await page.goto('/pt-br')
  await waitForHydration(page)
  expect(await liveHead(page)).toEqual(await prerenderedHead(page, '/pt-br'))

  const steps: Array<{ click: () => Promise<void>; url: string }> = [
    {
      click: () => page.getByRole('banner').getByRole('link', { name: 'Quem somos' }).click(),
      url: '/pt-br/quem-somos',
    },
    {
      click: () => page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click(),
      url: '/en-us/quem-somos',
    },
    {
      click: () => page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click(),
      url: '/en-us/politica-de-privacidade',
    },
    {
      click: () => page.getByRole('contentinfo').getByRole('link', { name: 'E-commerce' }).first().click(),
      url: '/en-us/servicos/e-commerce',
    },
    {
      click: () => page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click(),
      url: '/es-es/servicos/e-commerce',
    },
  ]
  for (const step of steps) {
    await step.click()
    await expect(page).toHaveURL(step.url)
    await waitForHydration(page)
    expect(await liveHead(page)).toEqual(await prerenderedHead(page, step.url))
  }
})

test('the home carries Organization structured data and sharing tags; pages not for search say noindex', async ({
  page,
}) => {
  const home = await prerenderedHead(page, '/en-us')
  expect(home).toMatchObject({
    canonical: ['https://www.nuvora.example/en-us'],
    robots: [],
  })
  const { jsonLd, openGraph } = home as { jsonLd: string[]; openGraph: string[] }
  // The organization's contact details are the footer's (content/settings.ts), LinkedIn among its profiles.
  expect(JSON.parse(jsonLd[0]!)).toMatchObject({
    '@type': 'Organization',
    name: 'Nuvora',
    legalName: settings.legalName,
    taxID: '29.481.735/0001-66',
    email: settings.email,
    telephone: '+551130000000',
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address.streetAddress,
      addressLocality: 'São Paulo',
      addressRegion: 'SP',
      postalCode: '05416-000',
      addressCountry: 'BR',
    },
    sameAs: expect.arrayContaining(['https://www.linkedin.com/company/nuvora-example', settings.social.instagram]),
  })
  expect(openGraph).toEqual(
    expect.arrayContaining([
      'og:locale=en_US',
      'og:locale:alternate=pt_BR',
      'og:locale:alternate=es_ES',
      'og:image=https://www.nuvora.example/og/en-us.png',
      'twitter:card=summary_large_image',
    ]),
  )
  const image = await page.request.get('/og/en-us.png')
  expect([image.status(), image.headers()['content-type']]).toEqual([200, 'image/png'])
  expect(await prerenderedHead(page, '/en-us/quem-somos')).toMatchObject({ jsonLd: [] })
  for (const url of ['/pt-br/obrigado', '/pt-br/contato-rafael', '/pt-br/404'])
    expect(await prerenderedHead(page, url), url).toMatchObject({ robots: ['noindex'] })
})

test('the sitemap lists every public URL with its alternates; robots.txt names it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8')
  const xml = await sitemap.text()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  expect(locs).toContain('https://www.nuvora.example/pt-br')
  expect(locs).toContain('https://www.nuvora.example/es-es/servicos/apis')
  expect(locs).toContain('https://www.nuvora.example/en-us/noticias/superando-barreiras-camila-duarte')
  expect(locs).toContain('https://www.nuvora.example/pt-br/ia-noticia/sabesp-privatizacao')
  for (const hidden of ['/obrigado', '/contato-rafael', '/404'])
    expect(
      locs.filter((loc) => loc!.endsWith(hidden)),
      hidden,
    ).toEqual([])
  expect(locs).not.toContain('https://www.nuvora.example/')
  expect(new Set(locs).size).toBe(locs.length)
  expect(xml).toContain(
    '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.nuvora.example/pt-br/quem-somos"/>',
  )
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: https://www.nuvora.example/sitemap.xml')
})
