import { spawnSync } from 'node:child_process'
import { copyFile, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { projectCopy } from './devServerProcess'
import { afterAll, describe, expect, it } from 'vitest'
import { readCatalog, writeCatalog, type Catalog } from '../../scripts/i18n/catalogs'
import { LOCALE_INFO, type Locale, type LocaleInfo } from '../../src/i18n/locales'

/** What a build needs of the repository (as in new-page.test.ts): tracked top-level entries but tests and docs. */

/** The new language, not one of the site's: its catalogs are read and written through a cast. */
const FRENCH = 'fr-fr' as Locale
/** Its row of `LOCALE_INFO`, as the test adds it to the copy; this process writes the copy's French catalog with it. */
const FRENCH_INFO: LocaleInfo = {
  name: 'Français',
  htmlLang: 'fr-FR',
  flag: '/icons/flag-fr.svg',
  ogLocale: 'fr_FR',
  pluralForms: 'nplurals=2; plural=(n > 1);',
}
;(LOCALE_INFO as Record<string, LocaleInfo>)[FRENCH] = FRENCH_INFO
const LANDING = 'softwareFactory'

/**
 * docs/translators.md section 6, run as a developer and a translator would (issue 38): a new locale, French, added
 * in progress (`localesInProgress`), one landing page translated with what its first page takes (the chrome, the
 * not-found page, the team e-mail and the thank-you page its form leads to) and published alone; the status says
 * what is missing, then that it is ready, and the build publishes that page, its thank-you and not-found pages only,
 * their links to pages not in French leading to the Portuguese ones.
 */
describe('a new locale published page by page, in a copy of the project', () => {
  let repo = ''
  afterAll(async () => {
    if (repo) await rm(repo, { recursive: true, force: true })
  })
  const npm = (...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' }
    delete env.DIST_DIR
    const run = spawnSync('npm', ['run', '--silent', ...args], { cwd: repo, encoding: 'utf8', env })
    return { status: run.status, output: `${run.stdout}${run.stderr}` }
  }
  const edit = async (file: string, change: (text: string) => string) => {
    const path = join(repo, file)
    const before = await readFile(path, 'utf8')
    const after = change(before)
    expect(after, `${file} unchanged`).not.toBe(before)
    await writeFile(path, after)
  }
  /**
   * Translates in French every entry shown at a place starting with one of `places` (its "Used in" note), as a
   * translator working from the notes would; the English translation stands in for the French one.
   */
  const translate = async (places: string[]) => {
    const english = await readCatalog('en-us', join(repo, 'locales'))
    const french: Catalog = await readCatalog(FRENCH, join(repo, 'locales'))
    for (const [id, entry] of Object.entries(french)) {
      const usedIn = (entry.comments ?? []).find((comment) => comment.startsWith('Used in: '))?.slice(9) ?? ''
      if (usedIn.split('; ').some((place) => places.some((start) => place.startsWith(start))))
        entry.translation = english[id]!.translation
    }
    await writeCatalog(FRENCH, french, join(repo, 'locales'))
  }

  it('publishes one landing page with what it needs, the status right about it before and after', async () => {
    repo = await projectCopy({ prefix: 'locale-page-by-page-', sourcesOnly: true })

    // The developer adds the locale (docs/developers.md "Add a locale") in progress, then extracts.
    await edit('src/i18n/locales.ts', (text) =>
      text
        .replace("['pt-br', 'en-us', 'es-es'] as const", "['pt-br', 'en-us', 'es-es', 'fr-fr'] as const")
        .replace(
          /\n\}\n\nexport function isLocale/,
          `\n  '${FRENCH}': ${JSON.stringify(FRENCH_INFO)},\n}\n\nexport function isLocale`,
        ),
    )
    await copyFile(join(repo, 'public/icons/flag-es.svg'), join(repo, 'public/icons/flag-fr.svg'))
    await edit('content/settings.ts', (text) =>
      text.replace('copyrightYear: 2024,', "copyrightYear: 2024,\n  localesInProgress: ['fr-fr'],"),
    )
    expect(npm('i18n:extract').status).toBe(0)

    // The translator's trial: the landing and the chrome translated is not enough, and the status says what is left.
    await translate([`${LANDING} ›`, 'every page ›'])
    const trial = npm('i18n:status', '--', '--page', LANDING, '--locale', 'fr-fr')
    expect(trial.status).toBe(0)
    expect(trial.output).toMatch(
      new RegExp(`^${LANDING} in fr-fr \\(not published in fr-fr; with thank-you, where its form leads\\): \\d+ of`),
    )
    for (const place of ['not-found page', 'team e-mail ›', 'thank-you ›'])
      expect(trial.output, place).toContain(`used in: ${place}`)
    expect(trial.output).not.toMatch(/used in: (contact|home|news) ›/)
    expect(npm('i18n:status').output).not.toContain('ready to publish')

    // The rest of the minimum set: the status then names the page ready, with its thank-you page.
    await translate(['not-found page', 'team e-mail ›', 'thank-you ›'])
    expect(npm('i18n:status', '--', '--page', LANDING, '--locale', 'fr-fr').output).toMatch(
      new RegExp(
        `^${LANDING} in fr-fr \\(not published in fr-fr; with thank-you, where its form leads\\): nothing left`,
      ),
    )
    const status = npm('i18n:status')
    expect(status.output).toMatch(
      new RegExp(`ready to publish: (thank-you, )?${LANDING} \\(with thank-you\\) \\(add "fr-fr" to each one's`),
    )
    expect(status.output).toMatch(/Every page published in fr-fr takes.*: nothing left/)

    // Published as the status says; the checks and the build pass.
    for (const file of ['pages/software-factory.ts', 'pages/thank-you.ts'])
      await edit(file, (text) =>
        text.replace(/(\n {2}path: .*\n)/, "$1  locales: ['pt-br', 'en-us', 'es-es', 'fr-fr'],\n"),
      )
    const checked = npm('check:config')
    expect(checked.status, checked.output).toBe(0)
    const built = npm('build')
    expect(built.status, built.output).toBe(0)

    const french = join(repo, 'dist/client/fr-fr')
    const pages = (await readdir(french, { recursive: true, encoding: 'utf8' }))
      .filter((file) => file.endsWith('index.html'))
      .sort()
    expect(pages).toEqual(['404/index.html', 'fabrica-de-software/index.html', 'obrigado/index.html'])
    const landing = await readFile(join(french, 'fabrica-de-software/index.html'), 'utf8')
    expect(landing).toContain('lang="fr-FR"')
    // Links to pages not published in French lead to the Portuguese ones; the thank-you page is French.
    expect(landing).toContain('href="/pt-br/contato"')
    expect(landing).not.toMatch(/href="\/fr-fr\/(contato|noticias)?"/)
    const thanks = await readFile(join(french, 'obrigado/index.html'), 'utf8')
    expect(thanks).toContain('href="/pt-br"')
    expect(thanks).toContain('href="/pt-br/noticias"')
    const notFound = await readFile(join(french, '404/index.html'), 'utf8')
    expect(notFound).toContain('lang="fr-FR"')
    expect(notFound).not.toMatch(/href="\/fr-fr"/)
    expect(existsSync(join(repo, 'dist/client/fr-fr/index.html'))).toBe(false)
  }, 900_000)
})
