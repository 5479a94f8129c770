import { spawn } from 'node:child_process'
import { readdir } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { closest } from '../src/config/closest'
import { LOCALES } from '../src/i18n/locales'
import { TRANSLATE_LOCALE_ENV } from '../src/tools/translate/mode'
import { CATALOGS_DIR } from './i18n/catalogs'
import { catalogExists } from './translate/entries'

const DEFAULT_PORT = 3100
const USAGE = 'usage: npm run translate -- --locale <locale> [--port <port>] [--host]'

/**
 * `npm run translate -- --locale en-us`: the dev server in in-context mode for one locale with a catalog
 * (`locales/<locale>/messages.po`): every page in that locale, drafts included, each string marked; clicking one
 * edits its PO entry. Prints the address to open once the server listens, on this machine only unless `--host` (or
 * `DEV_HOST`) asks to be reached from elsewhere (`devHost`, src/tools/build/devAccess.ts).
 */
async function main(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { locale: { type: 'string' }, port: { type: 'string' }, host: { type: 'boolean' } },
  })
  const locales = (await readdir(CATALOGS_DIR, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && entry.name !== 'pseudo')
    .map((entry) => entry.name)
  const locale = values.locale
  if (!locale || !(await catalogExists(locale, CATALOGS_DIR)) || locale === 'pseudo') {
    const hint = locale && closest(locale, locales)
    console.error(
      `✗ ${!locale ? 'which locale?' : locale === 'pseudo' ? 'the pseudo-locale is generated for the section gallery, not translated' : `no catalog ${CATALOGS_DIR}/${locale}/messages.po`}` +
        `${hint ? ` (did you mean "${hint}"?)` : ''}; the locales are ${locales.join(', ')}\n${USAGE}`,
    )
    return 2
  }
  if (!(LOCALES as readonly string[]).includes(locale)) {
    console.error(
      `✗ ${locale} has a catalog but no URLs yet: add it to LOCALES in src/i18n/locales.ts ` +
        '(docs/developers.md, "Add a locale"), then run npm run translate again',
    )
    return 2
  }
  const port = Number(values.port ?? DEFAULT_PORT)
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`✗ --port ${values.port}: give a port number between 1 and 65535\n${USAGE}`)
    return 2
  }
  const url = `http://localhost:${port}/${locale}`
  // Vite's config from the environment, plus a strict port: the address printed must be the one that answers.
  const viteConfig = { ...(JSON.parse(process.env.VITE_CONFIG ?? '{}') as object), server: { strictPort: true } }
  const dev = spawn('npm', ['run', 'dev', '--', '--port', String(port), ...(values.host ? ['--host'] : [])], {
    env: { ...process.env, [TRANSLATE_LOCALE_ENV]: locale, VITE_CONFIG: JSON.stringify(viteConfig) },
    stdio: ['inherit', 'pipe', 'inherit'],
  })
  let ready = false
  dev.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk)
    if (ready || !/ready in/.test(chunk.toString())) return
    ready = true
    console.log(`\nIn-context translation of ${locale}: open ${url}\n(Ctrl+C stops it)\n`)
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => dev.kill(signal))
  return new Promise((done) => dev.on('exit', (code) => done(code ?? 0)))
}

process.exitCode = await main(process.argv.slice(2))
