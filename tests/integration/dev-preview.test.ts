import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { projectCopy, startDev, type DevServer } from './devServerProcess'

/**
 * How long an edit may take to show here: the budget is 300 ms (`npm run bench` measures it); a 2-core machine
 * shared with other test runs took up to 2 s.
 */
const UPDATE_MS = 5_000

/** Opens `url` and waits until every block of the page is live (hydrated), with a mark a full reload would erase. */
async function openLive(page: Page, url: string) {
  // The page follows edits once it has asked the dev server for its status (`src/tools/devPreview/client/followEdits.ts`).
  const following = page.waitForResponse((response) => response.url().includes('/__preview/page'), { timeout: 120_000 })
  // The first page waits for Vite to bundle the dependencies: over 30 s on a busy machine.
  await page.goto(url, { timeout: 120_000 })
  await following
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root')
      const live = (node: object) => Object.keys(node).some((key) => key.startsWith('__react'))
      if (!root || !Object.keys(root).some((key) => key.startsWith('__reactContainer'))) return false
      return [...document.querySelectorAll('#main > [data-section]')].every(live)
    },
    undefined,
    { timeout: 120_000 },
  )
  await page.evaluate(() => ((window as { reloadMark?: number }).reloadMark = 1))
}

/** Whether the page is still the one `openLive` marked: a full reload would have cleared the mark. */
const notReloaded = (page: Page) => page.evaluate(() => (window as { reloadMark?: number }).reloadMark === 1)

/** The text of Vite's error overlay, '' while none shows. */
const overlayText = (page: Page) =>
  page.evaluate(() => document.querySelector('vite-error-overlay')?.shadowRoot?.textContent ?? '')

/**
 * The edit loop of `npm run dev` in a browser (issue 36, point 1): a saved page file, PO file or content file shows in
 * the open tab without a full reload, keeping what was typed and where the page was scrolled; a syntax error or a
 * config mistake shows in Vite's overlay, and the page recovers by itself once the file is fixed; drafts are
 * previewed, marked as such.
 */
describe('npm run dev: hot updates', { timeout: 240_000 }, () => {
  let root: string
  let dev: DevServer
  let browser: Browser
  let page: Page
  const source: Record<string, string> = {}
  const edit = async (file: string, change: (text: string) => string) => {
    source[file] ??= await readFile(join(root, file), 'utf8')
    const next = change(source[file])
    expect(next).not.toBe(source[file])
    await writeFile(join(root, file), next)
  }
  // Written only when it differs: a needless write is a save the dev server answers, perhaps during the next page load.
  const restore = async (file: string) => {
    if ((await readFile(join(root, file), 'utf8')) !== source[file]) await writeFile(join(root, file), source[file]!)
  }
  // A test that fails midway leaves no mistake behind for the next.
  afterEach(() => Promise.all(Object.keys(source).map(restore)))

  beforeAll(async () => {
    root = await projectCopy()
    dev = await startDev(root)
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  }, 240_000)

  afterAll(async () => {
    await browser?.close()
    await dev?.stop()
    await rm(root, { recursive: true, force: true })
  })

  it('shows an edited page file without a reload, keeping a typed field and the scroll position', async () => {
    await openLive(page, `${dev.url}/pt-br/contato`)
    const name = page.locator('form input[name="name"]')
    await name.fill('Ana Souza')
    await page.evaluate(() => window.scrollTo(0, 600))
    await edit('pages/contact.ts', (text) => text.replace('msg`Fale com a gente`', 'msg`Fale com a gente hoje`'))
    await expect
      .poll(() => page.locator('h1').textContent(), { timeout: UPDATE_MS, interval: 50 })
      .toBe('Fale com a gente hoje')
    expect(await notReloaded(page)).toBe(true)
    expect(await name.inputValue()).toBe('Ana Souza')
    expect(await page.evaluate(() => window.scrollY)).toBe(600)
  })

  it('shows an edited article (a collection entry) on its page and in the news list', async () => {
    await openLive(page, `${dev.url}/pt-br/noticias/superando-barreiras-camila-duarte`)
    await edit('content/news/superando-barreiras-camila-duarte.ts', (text) =>
      text.replace('msg`Superando barreiras: Camila Duarte`', 'msg`Superando barreiras, com Camila Duarte`'),
    )
    await expect
      .poll(() => page.locator('h1').textContent(), { timeout: UPDATE_MS, interval: 50 })
      .toBe('Superando barreiras, com Camila Duarte')
    expect(await notReloaded(page)).toBe(true)
    // Every article's page is expanded again from its entry; the list shows the edited title beside the others.
    await openLive(page, `${dev.url}/pt-br/noticias`)
    const shown = (title: string) => page.getByText(title, { exact: true }).count()
    expect(await shown('Superando barreiras, com Camila Duarte')).toBeGreaterThan(0)
    expect(await shown('Superando barreiras: Camila Duarte')).toBe(0)
    await restore('content/news/superando-barreiras-camila-duarte.ts')
    await expect
      .poll(() => shown('Superando barreiras: Camila Duarte'), { timeout: UPDATE_MS, interval: 50 })
      .toBeGreaterThan(0)
  })

  it('shows an edited translation (PO file) without a reload', async () => {
    await openLive(page, `${dev.url}/en-us/contato`)
    await edit('locales/en-us/messages.po', (text) =>
      text.replace(
        'msgid "Fale com a gente"\nmsgstr "Talk to us"',
        'msgid "Fale com a gente"\nmsgstr "Talk to us today"',
      ),
    )
    await expect
      .poll(() => page.locator('h1').textContent(), { timeout: UPDATE_MS, interval: 50 })
      .toBe('Talk to us today')
    expect(await notReloaded(page)).toBe(true)
    await restore('locales/en-us/messages.po')
    await expect.poll(() => page.locator('h1').textContent(), { timeout: UPDATE_MS }).toBe('Talk to us')
  })

  it("shows a syntax error in Vite's overlay with the file and line, and recovers once it is fixed", async () => {
    await openLive(page, `${dev.url}/pt-br/contato`)
    const lines = source['pages/contact.ts']!.split('\n')
    const line = lines.findIndex((text) => text.includes('msg`Fale com a gente`')) + 1
    await edit('pages/contact.ts', (text) => text.replace('msg`Fale com a gente`,', 'msg`Fale com a gente` +,'))
    await expect.poll(() => overlayText(page), { timeout: UPDATE_MS }).toContain(`pages/contact.ts:${line}:`)
    expect(await notReloaded(page)).toBe(true)
    await edit('pages/contact.ts', (text) => text.replace('msg`Fale com a gente`', 'msg`Fale com a gente agora`'))
    await expect
      .poll(() => page.locator('h1').textContent(), { timeout: UPDATE_MS, interval: 50 })
      .toBe('Fale com a gente agora')
    expect(await overlayText(page)).toBe('')
    expect(await notReloaded(page)).toBe(true)
  })

  it("shows a config mistake in Vite's overlay as check:config prints it, and recovers once it is fixed", async () => {
    await openLive(page, `${dev.url}/pt-br/quem-somos`)
    const about = await readFile(join(root, 'pages/about.ts'), 'utf8')
    const line = about.split('\n').findIndex((text) => text.includes("type: 'featureGrid'")) + 1
    await edit('pages/about.ts', (text) => text.replace("type: 'featureGrid'", "type: 'featureGird'"))
    const message =
      'about › sections[1] (featureGird): unknown block type "featureGird" (did you mean "featureGrid"?); the types are listed in sections/index.ts'
    await expect.poll(() => overlayText(page), { timeout: UPDATE_MS }).toContain(message)
    expect(await overlayText(page)).toContain(`pages/about.ts:${line - 1}:`)
    await restore('pages/about.ts')
    await expect.poll(() => overlayText(page), { timeout: UPDATE_MS }).toBe('')
    expect(await page.locator('[data-section="featureGrid"]').count()).toBeGreaterThan(0)
    expect(await notReloaded(page)).toBe(true)
  })

  it('previews a draft and a translation in progress, marked as such, and drops the mark once published', async () => {
    // The AI news items are published in Portuguese only (`locales: ['pt-br']`).
    const item = `${dev.url}/en-us/ia-noticia/sabesp-privatizacao`
    const badge = page.getByRole('status', { name: 'Preview' })
    await openLive(page, item)
    await expect.poll(() => badge.textContent(), { timeout: UPDATE_MS }).toBe('Draft — not published in en-us')
    // Published in every locale, with a new text not translated yet.
    await edit('pages/ai-news-item.ts', (text) =>
      text.replace("  locales: ['pt-br'],\n", '').replace('msg`Parceiros`', 'msg`Nossos parceiros`'),
    )
    await expect.poll(() => badge.textContent(), { timeout: UPDATE_MS }).toBe('Translation in progress (1 missing)')
    await edit('pages/ai-news-item.ts', (text) => text.replace("  locales: ['pt-br'],\n", ''))
    await expect.poll(() => badge.count(), { timeout: UPDATE_MS }).toBe(0)
    expect(await notReloaded(page)).toBe(true)
  })
})
