import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, waitForHydration } from './fixtures'

const SITE = `${process.env.DIST_DIR ?? 'dist'}/client`

function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return htmlFiles(path)
    return entry.name.endsWith('.html') ? [path] : []
  })
}

// Without JavaScript, icons are the page's own: every <use> finds its symbol in the same file.
test('every prerendered page carries a symbol for each icon it draws, once', () => {
  const files = htmlFiles(SITE)
  expect(files.length).toBeGreaterThan(70)
  const problems: string[] = []
  for (const file of files) {
    const html = readFileSync(file, 'utf8')
    const used = new Set([...html.matchAll(/<use href="#(icon-[a-z0-9-]+)"/g)].map((match) => match[1]!))
    const symbols = [...html.matchAll(/<symbol id="(icon-[a-z0-9-]+)"/g)].map((match) => match[1]!)
    for (const id of used) if (!symbols.includes(id)) problems.push(`${file}: <use> of #${id} without its symbol`)
    if (new Set(symbols).size !== symbols.length) problems.push(`${file}: a symbol twice`)
  }
  expect(problems).toEqual([])
})

// With JavaScript, the page's code holds icon names only: the set's chunk loads only when an island shows an icon the
// page was not prerendered with (the phone menu's drawer, drawn when opened), never on a first visit. page-load.spec
// checks each page kind's first visit (no icon set code, every icon resolved); the two tests below the sprite and
// what an island draws later.

test('the carousel arrows that replace the scroll cue draw from the prerendered sprite', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/pt-br/quem-somos')
  // The arrows come with the carousel's hydration (below the first screen: when the browser is idle), which a loaded
  // machine can put past the 5 s an assertion waits.
  await waitForHydration(page)
  const next = page.getByRole('button', { name: 'Próximo' }).first()
  await expect(next).toBeVisible()
  const drawn = await next.evaluate((button) => {
    const use = button.querySelector('use')!
    const symbol = document.getElementById(use.getAttribute('href')!.slice(1))
    return { symbol: symbol?.id, width: use.getBoundingClientRect().width, parent: symbol?.parentElement?.id }
  })
  // The chevron's stroke spans 6 of the icon's 24 units: 5 px drawn at 20 px (0 if its symbol were missing).
  expect(drawn).toEqual({ symbol: 'icon-chevron-right', width: 5, parent: 'icon-sprite' })
})

test('every icon the phone menu draws when it opens resolves, whether or not the page was prerendered with it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/pt-br/politica-de-privacidade')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Abrir menu' }).click()
  const drawer = page.getByRole('dialog')
  await expect(drawer).toBeVisible()
  const icons = () =>
    drawer.evaluate((element) => [...element.querySelectorAll('use')].map((use) => use.getAttribute('href')!.slice(1)))
  expect((await icons()).length, 'icons in the drawer').toBeGreaterThan(0)
  await expect
    .poll(async () => page.evaluate((ids) => ids.filter((id) => !document.getElementById(id)), await icons()))
    .toEqual([])
})
