import { chmod, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectCopy, startDev, type DevServer } from './devServerProcess'

/** Loads `url` until the studio's switch shows, on (at most five times). */
async function openUntilStudio(page: Page, url: string) {
  for (let attempt = 1; ; attempt++) {
    // The first page waits for Vite to bundle the dependencies: over 30 s (Playwright's default) on a busy machine.
    await page.goto(url, { timeout: 120_000 })
    const studio = page.getByRole('button', { name: 'Studio', pressed: true })
    if (
      await studio.waitFor({ timeout: 20_000 }).then(
        () => true,
        () => attempt === 5,
      )
    )
      return
  }
}

/** The studio in a browser, on `npm run dev`: the about page, its second block (featureGrid). */
describe('the studio (npm run dev)', { timeout: 240_000 }, () => {
  let root: string
  let dev: DevServer
  let browser: Browser
  let page: Page
  /** Where the stand-in editor writes the arguments Vite's open-in-editor launched it with. */
  let editorLog: string

  beforeAll(async () => {
    root = await projectCopy()
    editorLog = join(root, 'editor.log')
    const editor = join(root, 'record-editor.sh')
    await writeFile(editor, `#!/bin/sh\nprintf '%s\\n' "$@" > '${editorLog}'\n`)
    await chmod(editor, 0o755)
    dev = await startDev(root, { LAUNCH_EDITOR: editor })
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    // A fresh dependency cache may answer the first load with "Outdated Optimize Dep": load until the studio runs.
    await openUntilStudio(page, `${dev.url}/pt-br/quem-somos?studio`)
    // The panel lists the blocks once the dev server has read the page and the sections' JSDoc.
    await page.getByRole('button', { name: '2. featureGrid' }).waitFor({ timeout: 120_000 })
  }, 240_000)

  afterAll(async () => {
    await browser?.close()
    await dev?.stop()
    await rm(root, { recursive: true, force: true })
  })

  it('outlines a hovered block and names it page › block › type', async () => {
    await page.locator('[data-section="featureGrid"]').first().hover()
    await expect.poll(() => page.locator('nuvora-studio .label').textContent()).toBe('about › block 2 › featureGrid')
  })

  it("opens the page file at the block's line on a click, through Vite's open-in-editor", async () => {
    const lines = (await readFile(join(root, 'pages/about.ts'), 'utf8')).split('\n')
    // The block's object opens on the line above its first `type: 'featureGrid'` (1-based: that line's index).
    const line = lines.findIndex((text) => text.includes("type: 'featureGrid'"))
    expect(lines[line - 1]!.trim()).toBe('{')
    const request = page.waitForRequest((each) => each.url().includes('/__open-in-editor'))
    await page.locator('[data-section="featureGrid"]').first().click()
    expect(new URL((await request).url()).searchParams.get('file')).toBe(`pages/about.ts:${line}:5`)
    await expect
      .poll(() => readFile(editorLog, 'utf8').catch(() => ''))
      .toBe(`${join(root, 'pages/about.ts')}\n${line}\n5\n`)
  })

  it("lists the clicked block's fields with their JSDoc, allowed values and choices; Escape closes it", async () => {
    const panel = page.getByRole('complementary', { name: 'Studio' })
    await expect
      .poll(() => panel.getByRole('heading', { name: 'about › block 2 › featureGrid' }).isVisible())
      .toBe(true)
    const fields = panel.getByRole('list', { name: 'Fields' })
    const items = fields.getByRole('listitem').filter({ hasText: /^items Feature\[\]/ })
    expect(await items.textContent()).toContain('The cards, in order. An incomplete last row is centred.')
    const variant = fields.getByRole('listitem').filter({ hasText: /^variant / })
    expect(await variant.textContent()).toContain('Allowed: iconimagestat (default icon)')
    const tone = panel.getByRole('link', { name: 'muted' })
    expect(await tone.getAttribute('aria-current')).toBe('true')
    expect(await tone.getAttribute('href')).toMatch(/^\/_gallery\/pt-br#featureGrid--.*-tone-muted$/)
    await page.keyboard.press('Escape')
    await expect.poll(() => panel.isVisible()).toBe(false)
    expect(
      await page.evaluate(() => document.querySelector('nuvora-studio')!.shadowRoot!.activeElement?.textContent),
    ).toBe('Studio')
  })

  it('shows the page in every locale side by side, and in the pseudo-locale', async () => {
    await page.getByRole('button', { name: 'Studio', pressed: true }).click()
    await page.getByRole('button', { name: 'Every locale side by side' }).click()
    const dialog = page.getByRole('dialog', { name: 'Every locale of the page' })
    const frames = dialog.locator('iframe')
    expect(await frames.evaluateAll((all) => all.map((frame) => frame.getAttribute('src')))).toEqual([
      '/pt-br/quem-somos',
      '/en-us/quem-somos',
      '/es-es/quem-somos',
      '/__studio/pseudo/pt-br/quem-somos',
    ])
    const pseudoTitle = page.frameLocator('iframe[title="about in pseudo"]').getByRole('heading', { level: 1 })
    await expect.poll(() => pseudoTitle.textContent({ timeout: 60_000 }), { timeout: 90_000 }).toMatch(/[ĀāĒēĪīŌōŪūńĝ]/)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.isVisible()).toBe(false)
  })
})
