import { execFile } from 'node:child_process'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { chromium, type Browser, type Page } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectCopy, startDev, type DevServer } from './devServerProcess'

/** The lines `git diff` finds changed between two files: `-` removed, `+` added, in its order. */
async function gitDiffLines(before: string, after: string): Promise<string[]> {
  const diff = await promisify(execFile)('git', ['diff', '--no-index', '--no-color', '-U0', before, after]).then(
    () => '',
    (error: { stdout: string }) => error.stdout, // git diff --no-index exits 1 when the files differ
  )
  return diff.split('\n').filter((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line))
}

/**
 * Editing on the page with the studio, in `npm run dev`: the home page's hero title set in the panel, a FAQ block
 * added from the gallery, moved down and its heading typed on the page itself, the logo wall removed. Each change
 * is a minimal edit of pages/home.ts (the rest byte for byte), shows on the page, and is undone; a value the
 * config check refuses is refused with its message and writes nothing.
 */
describe('editing a page with the studio (npm run dev)', { timeout: 600_000 }, () => {
  let root: string
  let dev: DevServer
  let browser: Browser
  let page: Page
  let original: string
  const file = () => join(root, 'pages/home.ts')
  const panel = () => page.getByRole('complementary', { name: 'Studio' })
  /** Waits for the studio to have made `count` changes this session (its Undo button counts them). */
  const changes = (count: number) =>
    panel()
      .getByRole('button', { name: count === 0 ? 'Undo' : `Undo (${count})`, exact: true })
      .waitFor({ timeout: 60_000 })

  beforeAll(async () => {
    root = await projectCopy()
    original = await readFile(file(), 'utf8')
    await writeFile(join(root, 'home.before.ts'), original)
    dev = await startDev(root)
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    for (let attempt = 1; ; attempt++) {
      // A fresh dependency cache may answer the first load with "Outdated Optimize Dep": load until the studio runs.
      await page.goto(`${dev.url}/pt-br?studio`, { timeout: 120_000 })
      const ready = await page
        .getByRole('button', { name: '1. hero' })
        .waitFor({ timeout: 120_000 })
        .then(
          () => true,
          () => attempt === 3,
        )
      if (ready) break
    }
  }, 400_000)

  afterAll(async () => {
    await browser?.close()
    await dev?.stop()
    await rm(root, { recursive: true, force: true })
  })

  it("sets the hero's title in the panel: one line of the file changes, and the page shows it", async () => {
    await panel().getByRole('button', { name: '1. hero' }).click()
    const title = panel().getByRole('textbox', { name: /^title Copy required/ })
    expect(await title.inputValue()).toBe('Tecnologia sob medida para o seu negócio crescer')
    expect(await title.getAttribute('aria-describedby')).toBeTruthy()
    await title.fill('Software sob medida que faz o seu negócio crescer')
    await title.press('Enter')
    await changes(1)
    expect(await gitDiffLines(join(root, 'home.before.ts'), file())).toEqual([
      '-        title: msg`Tecnologia sob medida para o seu negócio crescer`,',
      '+        title: msg`Software sob medida que faz o seu negócio crescer`,',
    ])
    await expect
      .poll(() => page.locator('#root h1').first().textContent(), { timeout: 60_000 })
      .toBe('Software sob medida que faz o seu negócio crescer')
  })

  it("refuses a title over its limit as it is typed, and the dev server refuses it with check:config's message", async () => {
    const before = await readFile(file(), 'utf8')
    const title = panel().getByRole('textbox', { name: /^title Copy required/ })
    await title.fill('x'.repeat(81))
    expect(await title.getAttribute('aria-invalid')).toBe('true')
    expect(await panel().locator('.limit.problem').textContent()).toBe(
      "81 characters, over this field's limit of 80: shorten it to 80 or fewer.",
    )
    await title.press('Enter')
    await title.press('Escape')
    expect(await title.inputValue()).toBe('Software sob medida que faz o seu negócio crescer')
    // The endpoint as the panel calls it, past the panel's own check: the config check answers.
    const refused = await page.evaluate(async () => {
      const post = (edit: object) =>
        fetch('/__studio/edit', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ pageId: 'home', edit }),
        }).then(async (response) => ({ status: response.status, body: (await response.json()) as unknown }))
      return [
        await post({ op: 'set', block: 0, path: ['title'], value: { kind: 'copy', text: 'x'.repeat(81) } }),
        await post({ op: 'set', block: 0, path: ['tone'], value: { kind: 'string', value: 'purple' } }),
      ]
    })
    expect(refused).toEqual([
      {
        status: 422,
        body: {
          ok: false,
          error: `home › sections[0] (hero) › title: "${'x'.repeat(40)}…" is 81 characters long, over this field's limit of 80: shorten it to 80 characters or fewer (its translations are held to the same limit)`,
        },
      },
      {
        status: 422,
        body: {
          ok: false,
          error: 'home › sections[0] (hero) › tone: must be one of: "light", "muted", "inverse", "brand"',
        },
      },
    ])
    expect(await readFile(file(), 'utf8')).toBe(before)
    await changes(1)
  })

  it('adds a FAQ block from the gallery, moves it down, edits its heading on the page, removes the logo wall', async () => {
    const add = panel().getByRole('region', { name: 'Add a block' })
    await add.getByRole('combobox', { name: 'Block type' }).selectOption('faq')
    await add.getByRole('combobox', { name: "Start from the gallery's example" }).selectOption('threeQuestions')
    await add.getByRole('button', { name: 'Add faq after block 1' }).click()
    await changes(2)
    await panel().getByRole('heading', { name: 'home › block 2 › faq' }).waitFor()
    await panel().getByRole('button', { name: 'Move down' }).click()
    await changes(3)
    await panel().getByRole('heading', { name: 'home › block 3 › faq' }).waitFor()

    const heading = page.locator('#root [data-section="faq"] h2').first()
    await expect.poll(() => heading.getAttribute('contenteditable'), { timeout: 60_000 }).toBe('plaintext-only')
    await heading.focus()
    expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid')
    await page.keyboard.press('Control+A')
    await page.keyboard.type('Dúvidas')
    // Pointing at another block while typing (the studio outlines it) leaves the text being typed alone.
    await page.locator('#root [data-section="stats"]').first().hover()
    await page.locator('nuvora-studio .label').waitFor()
    await page.keyboard.type(' frequentes')
    await page.keyboard.press('Enter')
    await changes(4)

    await panel().getByRole('button', { name: '9. logoWall' }).click()
    await panel().getByRole('button', { name: 'Remove' }).click()
    await changes(5)

    expect(await gitDiffLines(join(root, 'home.before.ts'), file())).toEqual([
      '-        title: msg`Tecnologia sob medida para o seu negócio crescer`,',
      '+        title: msg`Software sob medida que faz o seu negócio crescer`,',
      '+    {',
      "+      type: 'faq',",
      '+      props: {',
      '+        title: msg`Dúvidas frequentes`,',
      '+        subtitle: msg`Tire suas dúvidas`,',
      '+        items: [',
      '+          { question: msg`Pergunta 1?`, answer: msg`Resposta 1.` },',
      '+          { question: msg`Pergunta 2?`, answer: msg`Resposta 2.` },',
      '+          { question: msg`Pergunta 3?`, answer: msg`Resposta 3.` },',
      '+        ],',
      '+      },',
      '+    },',
      "-    { type: 'logoWall', props: { title: msg`Empresas que confiam na Nuvora`, logos: partnerLogos } },",
    ])
    // The FAQ sits after the partners, as the file now lists it; the logo wall is gone.
    expect((await readFile(file(), 'utf8')).indexOf("type: 'faq'")).toBeGreaterThan(
      (await readFile(file(), 'utf8')).indexOf("type: 'officialPartners'"),
    )
    const sections = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('#root [data-section]')]
          .filter((element) => !element.parentElement?.closest('[data-section]'))
          .map((element) => element.dataset.section),
      )
    await expect
      .poll(sections, { timeout: 60_000 })
      .toEqual([
        'hero',
        'officialPartners',
        'faq',
        'caseStudies',
        'stats',
        'transformCards',
        'servicesGrid',
        'nextLevel',
      ])
    expect(await page.locator('#root [data-section="faq"] h2').first().textContent()).toBe('Dúvidas frequentes')
    // The new copy reaches the catalogs (npm run i18n:extract, in the background).
    await expect
      .poll(() => readFile(join(root, 'locales/pt-br/messages.po'), 'utf8'), { timeout: 180_000, interval: 2_000 })
      .toContain('msgid "Dúvidas frequentes"')
  })

  it("undoes the session's changes, last first, back to the file byte for byte", async () => {
    for (let count = 5; count > 0; count--) {
      await panel()
        .getByRole('button', { name: `Undo (${count})`, exact: true })
        .click()
      await changes(count - 1)
    }
    expect(await readFile(file(), 'utf8')).toBe(original)
    expect(await panel().getByRole('button', { name: 'Undo', exact: true }).isDisabled()).toBe(true)
    await expect
      .poll(() => page.locator('#root h1').first().textContent(), { timeout: 60_000 })
      .toBe('Tecnologia sob medida para o seu negócio crescer')
  })

  it("shows the config check's message in the panel for a change only the check refuses, and writes nothing", async () => {
    const contact = join(root, 'pages/contact.ts')
    const before = await readFile(contact, 'utf8')
    await page.goto(`${dev.url}/pt-br/contato?studio`, { timeout: 120_000 })
    await panel().getByRole('button', { name: '1. contactForm' }).click({ timeout: 120_000 })
    const successPath = panel().getByRole('textbox', { name: /^successPath / })
    expect(await successPath.inputValue()).toBe('/obrigado')
    await successPath.fill('/nao-existe')
    await successPath.press('Enter')
    await expect
      .poll(() => panel().getByRole('alert').textContent(), { timeout: 60_000 })
      .toBe(
        'Not saved: contact › sections[0] (contactForm) › successPath: "/nao-existe" reaches no page in pt-br, en-us, es-es: the form leads there once sent, so publish that page there too; no page has the path "/nao-existe" (pages.config.ts lists the pages)',
      )
    expect(await successPath.inputValue()).toBe('/obrigado')
    expect(await readFile(contact, 'utf8')).toBe(before)
  })
})
