import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page, Response } from '@playwright/test'

/**
 * The JavaScript budget per page, in KB (1,024 bytes) of gzip as the islands issue states it: the built site hydrates
 * only the blocks with behaviour (`src/render/hydrateIslands.tsx`), so a page pays for its islands, not its length.
 */
export const JS_BUDGET_KB = {
  /** A page without a form: the header's menus, the cookie banner, a carousel. */
  page: 60,
  /** A page with a form (`<form>` in its HTML): the form's fields, validation and submission besides. */
  withForm: 85,
} as const

/** The most script files the home page may load: each is a request on a phone's slow network. */
export const HOME_MAX_SCRIPT_FILES = 8

/** One script the browser downloaded: where from, and its gzip size (level 9, as the build's `.gz` twins). */
export interface DownloadedScript {
  url: string
  gzipBytes: number
}

/**
 * The page kinds of the site, each at one URL, with its budget (and the home's most script files): every file of `pages/` that prerenders a page,
 * the home in every locale. A page built from a collection is measured at its first entry in `siteRoot`.
 */
export function jsPageKinds(siteRoot: string): { kind: string; url: string; budgetKb: number; maxFiles?: number }[] {
  const first = (folder: string) => {
    const entry = readdirSync(join(siteRoot, folder), { withFileTypes: true }).find((item) => item.isDirectory())
    if (!entry) throw new Error(`No page under ${folder} in ${siteRoot}: run \`npm run build\` first.`)
    return `${folder}/${entry.name}`
  }
  const kinds: [string, string][] = [
    ['home pt-br', '/pt-br'],
    ['home en-us', '/en-us'],
    ['home es-es', '/es-es'],
    ['contact', '/pt-br/contato'],
    ['e-commerce landing', '/pt-br/servicos/e-commerce'],
    ['service', '/pt-br/servicos/apis'],
    ['about', '/pt-br/quem-somos'],
    ['news list', '/pt-br/noticias'],
    ['news article', first('/pt-br/noticias')],
    ['hire landing (form)', '/pt-br/contrate'],
    ['software factory (form)', '/pt-br/fabrica-de-software'],
    ['AI landing', '/pt-br/inteligencia-artificial'],
    ['AI products', '/pt-br/produtos-de-ia'],
    ['AI news', '/ia-noticia'],
    ['AI news item', first('/pt-br/ia-noticia')],
    ['thank-you', '/pt-br/obrigado'],
    ['privacy', '/pt-br/politica-de-privacidade'],
    ['business card', '/pt-br/contato-rafael'],
    ['not found', '/pt-br/404'],
  ]
  return kinds.map(([kind, url]) => {
    const withForm = readFileSync(join(siteRoot, url, 'index.html'), 'utf8').includes('<form')
    return {
      kind,
      url,
      budgetKb: withForm ? JS_BUDGET_KB.withForm : JS_BUDGET_KB.page,
      ...(kind.startsWith('home') ? { maxFiles: HOME_MAX_SCRIPT_FILES } : {}),
    }
  })
}

/**
 * Opens `url` in `page` and returns every JavaScript file Chromium downloaded until the page had loaded, hydrated
 * (every island live: `src/render/hydrateIslands.tsx`) and the network was idle, each with the gzip size of its body. Measured as gzip of the
 * body rather than the bytes on the wire, since Chromium asks for brotli and the budget is stated in gzip.
 */
export async function javascriptDownloads(page: Page, url: string): Promise<DownloadedScript[]> {
  const responses: Response[] = []
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script') responses.push(response)
  }
  page.on('response', collect)
  try {
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
    await page.waitForLoadState('networkidle')
  } finally {
    page.off('response', collect)
  }
  return Promise.all(
    responses.map(async (response) => ({
      url: new URL(response.url()).pathname,
      gzipBytes: gzipSync(await response.body(), { level: 9 }).length,
    })),
  )
}

/** The total of `scripts` in KB (1,024 bytes), one decimal. */
export function totalKb(scripts: DownloadedScript[]): number {
  return Math.round(scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 102.4) / 10
}
