import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { format, resolveConfig } from 'prettier'
import { siteContent } from '../app/site'
import { localizePath } from '../src/i18n/locales'
import { routesOf } from '../src/config/routeTable'
import { checkArguments, type NewPagePlan } from './new-page/arguments'
import { parseOptions, USAGE } from './new-page/options'
import { copiedSource, pageVariable, starterSource } from './new-page/page-source'

const CONFIG = 'pages.config.ts'
const CLOSING = '] satisfies PagesConfig'

/**
 * `npm run new:page -- --id black-friday --path /black-friday [--from ecommerce]`: writes `pages/<id>.ts` (a copy
 * of page `--from`, or the starter) and lists it in pages.config.ts, then extracts its messages into the catalogs.
 * Checks every argument first and changes nothing on a mistake.
 */
export default async function newPage(args: string[]): Promise<number> {
  const { options, errors } = parseOptions(args)
  const plan = errors.length > 0 ? errors : checkArguments(options, siteContent.pages)
  if (Array.isArray(plan)) {
    console.error(`${plan.map((error) => `✗ ${error}`).join('\n')}\n${USAGE}`)
    return 2
  }
  const file = `pages/${plan.id}.ts`
  const written = await pageFiles(plan, file)
  if (typeof written === 'string') {
    console.error(`✗ ${written}`)
    return 1
  }
  for (const [path, text] of written)
    await writeFile(path, await format(text, { ...(await resolveConfig(path)), filepath: path }))
  console.log(`✓ wrote ${file} and listed it in ${CONFIG}; extracting its messages (npm run i18n:extract)…`)
  if (spawnSync('npm', ['run', '--silent', 'i18n:extract'], { stdio: 'inherit' }).status !== 0) {
    console.error('✗ the message extraction failed; fix what it reports, then run npm run i18n:extract')
    return 1
  }
  console.log(nextSteps(plan, file))
  return 0
}

/** The new page file and pages.config.ts with it listed, or why they cannot be written. */
async function pageFiles(plan: NewPagePlan, file: string): Promise<Map<string, string> | string> {
  if (existsSync(file)) return `${file} exists already; choose another --id`
  const variable = pageVariable(plan.id)
  const config = await readFile(CONFIG, 'utf8')
  const closingAt = config.lastIndexOf(CLOSING)
  const lastPageImport = config.lastIndexOf(`from './pages/`)
  if (closingAt === -1 || lastPageImport === -1)
    return `${CONFIG} no longer imports pages from ./pages/ and ends with "${CLOSING}"; add the page by hand`
  if (config.includes(`{ ${variable} }`)) return `${CONFIG} already has a ${variable}; choose another --id`
  let source = starterSource(plan.id, plan.path)
  if (plan.from) {
    const from = await sourceFileOf(plan.from.id)
    const copied = from && copiedSource(await readFile(from, 'utf8'), plan.id, plan.path)
    if (!copied)
      return `cannot find the file of page "${plan.from.id}" under pages/ (a line "  id: '${plan.from.id}',"); copy it by hand`
    source = copied
  }
  const importEnd = config.indexOf('\n', lastPageImport) + 1
  const listed =
    config.slice(0, importEnd) +
    `import { ${variable} } from './pages/${plan.id}'\n` +
    config.slice(importEnd, closingAt) +
    `  ${variable},\n` +
    config.slice(closingAt)
  return new Map([
    [file, source],
    [CONFIG, listed],
  ])
}

async function sourceFileOf(id: string): Promise<string | undefined> {
  for (const name of (await readdir('pages')).filter((entry) => entry.endsWith('.ts'))) {
    if ((await readFile(`pages/${name}`, 'utf8')).includes(`\n  id: '${id}',\n`)) return `pages/${name}`
  }
  return undefined
}

function nextSteps(plan: NewPagePlan, file: string): string {
  const urls = plan.from
    ? routesOf({ ...plan.from, id: plan.id, path: plan.path }).map((route) => route.url)
    : [localizePath(plan.path, 'pt-br')]
  const steps = plan.from
    ? [
        `It is a copy of page "${plan.from.id}" with the same texts, already translated: edit its blocks in ${file}.`,
        'A text you change is a new message: run npm run i18n:extract, translate it in locales/en-us and locales/es-es (npm run i18n:check lists what is missing).',
      ]
    : [
        `Replace every placeholder text in ${file} and choose its blocks (npm run check:config lists the placeholders left; the build refuses them).`,
        'Run npm run i18n:extract and translate its messages in locales/en-us/messages.po and locales/es-es/messages.po (npm run i18n:check lists them).',
        "It is published in Portuguese only (locales: ['pt-br']): once translated, add 'en-us' and 'es-es' to its locales, or remove the line to publish it in every locale.",
      ]
  return [
    `✓ page "${plan.id}", served at ${urls.join(', ')}. Next:`,
    ...steps.map((step, index) => `  ${index + 1}. ${step}`),
    `  ${steps.length + 1}. npm run check:config, then npm run dev to see it.`,
  ].join('\n')
}
