import { spawnSync } from 'node:child_process'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { projectCopy } from './devServerProcess'
import { afterAll, describe, expect, it } from 'vitest'
import { STARTER_COPY } from '../../src/config/starterCopy'

/**
 * What a build needs of the repository: every tracked top-level file and folder but the tests and docs (a list
 * written by hand missed `layouts/` when it was added); node_modules is linked, not copied.
 */

describe('npm run new:page, in a copy of the repository', () => {
  let repo = ''
  afterAll(async () => {
    if (repo) await rm(repo, { recursive: true, force: true })
  })
  const npm = (...args: string[]) => {
    const env = { ...process.env }
    delete env.DIST_DIR
    const run = spawnSync('npm', ['run', '--silent', ...args], { cwd: repo, encoding: 'utf8', env })
    return { status: run.status, output: `${run.stdout}${run.stderr}` }
  }

  it('copies a page that is built in every locale, and starts a page check:config refuses until its placeholders are replaced', async () => {
    repo = await projectCopy({ prefix: 'new-page-', sourcesOnly: true })

    const configBefore = await readFile(join(repo, 'pages.config.ts'), 'utf8')
    const mistaken = npm('new:page', '--', '--id', 'ecommerce', '--path', '/black-friday', '--from', 'ecomerce')
    expect(mistaken.status).toBe(2)
    expect(mistaken.output).toContain('--id "ecommerce" is taken')
    expect(mistaken.output).toContain('(did you mean "ecommerce"?)')
    expect(await readFile(join(repo, 'pages.config.ts'), 'utf8')).toBe(configBefore)

    const copied = npm('new:page', '--', '--id', 'black-friday', '--path', '/black-friday', '--from', 'ecommerce')
    expect(copied.output).toContain('served at /pt-br/black-friday, /en-us/black-friday, /es-es/black-friday')
    expect(copied.status).toBe(0)
    const started = npm('new:page', '--', '--id', 'ofertas', '--path', '/ofertas')
    expect(started.output).toContain('served at /pt-br/ofertas')
    expect(started.status).toBe(0)
    expect(await readFile(join(repo, 'locales/en-us/messages.po'), 'utf8')).toContain(STARTER_COPY.heroTitle)

    const refused = npm('check:config')
    expect(refused.status).toBe(1)
    const problems = refused.output.split('\n').filter((line) => line.includes(' › '))
    expect(problems).toHaveLength(Object.keys(STARTER_COPY).length)
    for (const line of problems) expect(line).toMatch(/^ofertas › .*: still has the new:page placeholder "/)

    const file = join(repo, 'pages/ofertas.ts')
    let page = await readFile(file, 'utf8')
    for (const text of Object.values(STARTER_COPY)) page = page.replace(text, `Ofertas: ${text.length}`)
    await writeFile(file, page)
    // Copy that is in no catalog yet stops the build (before any page is built) until it is extracted.
    const unextracted = npm('build')
    expect(unextracted.status).toBe(1)
    expect(unextracted.output).toMatch(/pt-br › ofertas › hero\.title: .* run npm run i18n:extract/)
    expect(npm('i18n:extract').status).toBe(0)
    const built = npm('build')
    expect(built.status, built.output).toBe(0)
    const client = join(repo, 'dist/client')
    for (const locale of ['pt-br', 'en-us', 'es-es'])
      expect(existsSync(join(client, locale, 'black-friday/index.html')), locale).toBe(true)
    expect(existsSync(join(client, 'pt-br/ofertas/index.html'))).toBe(true)
    expect(existsSync(join(client, 'en-us/ofertas/index.html'))).toBe(false)
  }, 900_000)
})
