import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import standaloneCode from 'ajv/dist/standalone/index.js'
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { closest, nearest } from './closest'
import { PATTERN_MESSAGES } from './common'
import { contentKindOf } from './contentKinds'
import { ICON_NAMES } from '../design/iconNames'
import { LOCALES, parseLocalePath } from '../i18n/locales'
import { notFoundUrls } from './notFoundUrls'
import { pageMetaSchema } from './pageMeta'
import { MAIN_ID, type PageConfig } from './pages'
import type { SiteRegistries } from './registry'
import { pathIn, routesOf } from './routeTable'
import { slugProblems } from './slugProblems'

/** One problem in `pages.config.ts`, located as precisely as possible. */
export interface ConfigError {
  /** `home › sections[2] (transformCards) › cards[0].href` */
  where: string
  message: string
}

const PAGE_ID = '^[a-z][a-zA-Z0-9-]*(/[a-z0-9-]+)*$'
const PAGE_PATH = '^/([a-z0-9-]+(/[a-z0-9-]+)*)?$'
const SECTION_ID = '^[a-z][a-z0-9-]*$'

/** The shape of a page; its `layout` is one of the site's layouts (`layouts/index.ts`), named in the error. */
const pageShapeSchema = (layouts: readonly string[]) => ({
  type: 'object',
  properties: {
    id: { type: 'string', pattern: PAGE_ID },
    path: { type: 'string', pattern: PAGE_PATH },
    meta: pageMetaSchema,
    layout: { type: 'string', enum: layouts },
    locales: { type: 'array', items: { type: 'string', enum: LOCALES }, minItems: 1, uniqueItems: true },
    slugs: { type: 'object' },
    urls: { type: 'string', enum: ['localized', 'unprefixed', 'both'] },
    noindex: { type: 'boolean' },
    hideConsentBanner: { type: 'boolean' },
    sections: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          type: { type: 'string' },
          id: { type: 'string', pattern: SECTION_ID },
          props: { type: 'object' },
        },
        required: ['type', 'props'],
        additionalProperties: false,
      },
    },
  },
  required: ['id', 'path', 'meta', 'layout', 'sections'],
  additionalProperties: false,
})

/** The page shape for each list of layouts, made once so its validator is compiled once (`compiledSchema`). */
const pageShapes = new Map<string, object>()

/** How every check's validators are compiled; part of a kept validator's key. */
const AJV_OPTIONS = { allErrors: true, verbose: true, strict: false } as const

/** One Ajv for every check; each schema is compiled once (`compiledSchema`), keeping its code for `keepValidatorsIn`. */
const ajv = new Ajv({ ...AJV_OPTIONS, code: { source: true } })
const validators = new WeakMap<object, ValidateFunction>()

/**
 * Where compiled validators are kept between processes, by a key of the schema and the compiler
 * (`src/tools/build/validatorStore.ts`: the build cache folder). Compiling the sections' schemas is most of a config
 * check's time: the dev server's first page and the build's first step read them from here instead.
 */
export interface ValidatorStore {
  /** The code kept under `key` (ajv's standalone module, CommonJS), or undefined. */
  read(key: string): string | undefined
  write(key: string, code: string): void
}

let store: ValidatorStore | undefined

/** Keeps the compiled validators in `store` from now on (the dev server and the build's first step call it). */
export function keepValidatorsIn(kept: ValidatorStore | undefined): void {
  store = kept
}

/** ajv's runtime helpers, which a kept validator's code requires (`ajv/dist/runtime/…`). */
const requireFromHere = createRequire(import.meta.url)

/** The compiler's version, in a kept validator's key (`ajv/package.json`). */
const AJV_VERSION = (requireFromHere('ajv/package.json') as { version: string }).version

/**
 * The validator of `schema`, compiled on first use (or read from the `ValidatorStore`) and kept as long as the schema
 * lives. Compiling the sections' schemas was most of a check's time, and the site is checked on every page the dev
 * server renders and many times per test file.
 */
export function compiledSchema<T = unknown>(schema: object): ValidateFunction<T> {
  let validate = validators.get(schema)
  if (!validate) {
    validate = withLiveParents(schema, storedValidator(schema))
    validators.set(schema, validate)
  }
  return validate as ValidateFunction<T>
}

/** The validator of `schema` from the store, or compiled now (and stored). */
function storedValidator(schema: object): ValidateFunction {
  const key =
    store &&
    createHash('sha256')
      .update(JSON.stringify([AJV_VERSION, AJV_OPTIONS, schema]))
      .digest('hex')
  const kept = key && store!.read(key)
  if (kept) {
    try {
      const module = { exports: {} as { default?: ValidateFunction } }
      new Function('module', 'exports', 'require', kept)(module, module.exports, requireFromHere)
      if (typeof module.exports.default === 'function') return module.exports.default
    } catch {
      // Unreadable: compiled again below, and stored over it.
    }
  }
  const validate = ajv.compile(schema)
  if (key) store!.write(key, standaloneCode(ajv, validate))
  // Held by the WeakMap only: a schema dropped (a section edited under the dev server) is freed with its validator.
  ajv.removeSchema(schema)
  return validate
}

/**
 * `validate`, its errors' `parentSchema` being the part of `schema` itself that failed, found by the error's
 * `schemaPath`: a kept validator's copy of the schema is JSON, without the content kind's mark (`contentKindOf`)
 * that the messages below read.
 */
function withLiveParents(schema: object, validate: ValidateFunction): ValidateFunction {
  const check = ((data: unknown) => {
    const valid = validate(data)
    check.errors = validate.errors?.map((error) => ({ ...error, parentSchema: parentOf(schema, error.schemaPath) }))
    return valid
  }) as ValidateFunction
  return check
}

/** The schema node holding the keyword at `schemaPath` (`#/properties/cards/items/minItems` → `…/items`). */
function parentOf(schema: object, schemaPath: string): object | undefined {
  let node: unknown = schema
  for (const segment of schemaPath.split('/').slice(1, -1)) {
    const key = decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~')
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined
  }
  return node && typeof node === 'object' ? node : undefined
}

const FRIENDLY_PATTERNS: Record<string, string> = {
  ...PATTERN_MESSAGES,
  [PAGE_ID]: 'must be a camelCase or kebab-case name starting with a letter',
  [PAGE_PATH]: 'must be "/" or a lower-case path like "/quem-somos", without a locale or a trailing slash',
  [SECTION_ID]: 'must be a lower-case anchor name like "servicos"',
}

/**
 * Checks every page against the page shape and every block against its section's JSON schema,
 * plus the rules a schema cannot express: unique page ids and paths, paths without a locale, one page per URL,
 * unique anchor ids per page (`main` is the page's own), known block types and layouts, and each section's own
 * rules on props its schema accepts (`problems`). Returns every problem found,
 * not just the first.
 */
export function validatePages(
  pages: readonly unknown[],
  { sections: registry, layouts }: SiteRegistries,
): ConfigError[] {
  const layoutNames = Object.keys(layouts)
  const shape = pageShapes.get(layoutNames.join()) ?? pageShapeSchema(layoutNames)
  pageShapes.set(layoutNames.join(), shape)
  // A page of this shape has a `PageConfig`'s fields; its blocks' props are checked one by one below.
  const checkPage = compiledSchema<PageConfig>(shape)
  const validatorFor = (type: string) => compiledSchema(registry[type]!.schema)

  const errors: ConfigError[] = []
  const pageIds = new Map<string, string>()
  const paths = new Map<string, string>()
  const urlOwners = new Map(Object.values(notFoundUrls).map((url) => [url, 'the not-found page']))

  pages.forEach((page, pageIndex) => {
    const record = (page ?? {}) as Record<string, unknown>
    const pageName = typeof record.id === 'string' && record.id ? record.id : `pages[${pageIndex}]`
    const wellFormed = checkPage(page)
    if (!wellFormed) {
      errors.push(...toConfigErrors(checkPage.errors, pageName))
      if (!Array.isArray(record.sections)) return
    }
    if (typeof record.id === 'string') {
      const where = typeof record.path === 'string' ? `the page at "${record.path}"` : `pages[${pageIndex}]`
      const first = pageIds.get(record.id)
      if (first)
        errors.push({
          where: pageName,
          message: `page id "${record.id}" is used by ${first} and by ${where}; give each page its own id`,
        })
      else pageIds.set(record.id, where)
    }
    if (typeof record.path === 'string') {
      const owner = paths.get(record.path)
      if (owner)
        errors.push({
          where: `${pageName} › path`,
          message: `"${record.path}" is already the path of page "${owner}"; give each page its own path`,
        })
      else {
        paths.set(record.path, pageName)
        if (wellFormed) {
          const slugErrors = slugProblems(page, pageName)
          errors.push(...slugErrors)
          if (slugErrors.length === 0) errors.push(...addressProblems(page, pageName, urlOwners))
        }
      }
    }

    const anchorIds = new Map<string, number>()
    ;(record.sections as Array<Record<string, unknown>>).forEach((block, blockIndex) => {
      const type = typeof block?.type === 'string' ? block.type : '?'
      const blockName = `${pageName} › sections[${blockIndex}] (${type})`
      if (!(type in registry)) {
        const guess = closest(type, Object.keys(registry))
        errors.push({
          where: blockName,
          message: `unknown block type "${type}"${guess ? ` (did you mean "${guess}"?)` : ''}; the types are listed in sections/index.ts`,
        })
        return
      }
      if (typeof block.id === 'string') {
        const first = anchorIds.get(block.id)
        if (block.id === MAIN_ID)
          errors.push({
            where: `${blockName} › id`,
            message: `"${MAIN_ID}" is the id of every page's <main>, where the skip link leads; choose another`,
          })
        else if (first !== undefined)
          errors.push({
            where: `${blockName} › id`,
            message: `"${block.id}" is already the id of sections[${first}] on this page`,
          })
        else anchorIds.set(block.id, blockIndex)
      }
      const validate = validatorFor(type)
      if (!validate(block.props)) errors.push(...toConfigErrors(validate.errors, blockName))
      else
        for (const { field, message } of registry[type]!.problems?.(block.props) ?? [])
          errors.push({ where: field ? `${blockName} › ${field}` : blockName, message })
    })
  })
  return errors
}

/** What is wrong with the addresses of a well-formed page, at its `path`: see the two checks below. */
function addressProblems(page: PageConfig, pageName: string, urlOwners: Map<string, string>): ConfigError[] {
  const prefix = localePrefixProblem(page.path)
  return [
    ...(prefix ? [{ where: `${pageName} › path`, message: prefix }] : []),
    ...urlClashes(page, urlOwners).map(({ field, message }) => ({ where: `${pageName} › ${field}`, message })),
  ]
}

/** A path must not start with a locale: the site adds each locale's prefix itself (`/en-us/x` would be `/pt-br/en-us/x`). */
function localePrefixProblem(pagePath: string): string | undefined {
  const { locale, path } = parseLocalePath(pagePath)
  return locale
    ? `"${pagePath}" starts with the locale "${locale}"; write the path without it ("${path}"): the site adds each locale's prefix itself (see \`locales\` and \`urls\`)`
    : undefined
}

/**
 * The URLs of `page` (`routesOf`, as the build makes them) that another page already produces, one message per such
 * page. `urlOwners` names who produces each URL so far (`page "home"`); the page's other URLs are added to it.
 */
function urlClashes(page: PageConfig, urlOwners: Map<string, string>): Array<{ field: string; message: string }> {
  const clashes = new Map<string, { owner: string; field: string; urls: string[] }>()
  for (const { url, locale } of routesOf(page)) {
    const owner = urlOwners.get(url)
    if (!owner) {
      urlOwners.set(url, `page "${page.id}"`)
      continue
    }
    // An address made from a slug is fixed at that slug; the others at `path`.
    const field = url !== page.path && pathIn(page, locale) !== page.path ? `slugs.${locale}` : 'path'
    const clash = clashes.get(`${owner} ${field}`) ?? { owner, field, urls: [] }
    clashes.set(`${owner} ${field}`, { ...clash, urls: [...clash.urls, url] })
  }
  return [...clashes.values()].map(({ owner, field, urls }) => ({
    field,
    message: `${urls.map((url) => `"${url}"`).join(', ')} ${urls.length === 1 ? 'is' : 'are'} produced by ${owner} and by page "${page.id}"; an address shows one page only: give this page another \`${field}\` (or other \`urls\`, \`locales\` or \`slugs\`)`,
  }))
}

/**
 * What `npm run check:config` prints for a config with problems, and `npm run dev` shows instead of the page: a
 * count, then one line per problem.
 */
export function configProblemsReport(errors: ConfigError[]): string {
  return `✗ the site's config has ${errors.length} problem(s):\n${formatConfigErrors(errors)}`
}

/** `home › sections[2] (transformCards) › cards[0].href: must start with "/"`, one line per error. */
export function formatConfigErrors(errors: ConfigError[]): string {
  return errors.map((error) => `${error.where}: ${error.message}`).join('\n')
}

export function toConfigErrors(errors: ErrorObject[] | null | undefined, prefix: string): ConfigError[] {
  // An `if` that failed is reported twice: by the `then`/`else` errors that say what is wrong, and by a summary
  // ('must match "then" schema') that names nothing; only the first reach the marketer.
  return (errors ?? [])
    .filter((error) => error.keyword !== 'if')
    .map((error) => {
      const field = fieldOf(error)
      return { where: field ? `${prefix} › ${field}` : prefix, message: messageOf(error) }
    })
}

/** `/cards/0/href` → `cards[0].href`; a missing or unexpected property is named too. */
function fieldOf(error: ErrorObject): string {
  const segments = error.instancePath.split('/').slice(1)
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty))
  if (error.keyword === 'additionalProperties') segments.push(String(error.params.additionalProperty))
  return segments.reduce(
    (path, segment) => (/^\d+$/.test(segment) ? `${path}[${segment}]` : path ? `${path}.${segment}` : segment),
    '',
  )
}

function messageOf(error: ErrorObject): string {
  switch (error.keyword) {
    case 'pattern':
      return FRIENDLY_PATTERNS[String(error.params.pattern)] ?? `must match ${error.params.pattern}`
    case 'required':
      return 'is required'
    case 'additionalProperties':
      return unknownFieldMessage(String(error.params.additionalProperty), error.parentSchema)
    case 'enum':
      return enumMessage(error.data, error.params.allowedValues as unknown[])
    case 'type':
      if (error.params.type === 'integer' && typeof error.data === 'number')
        return `is ${error.data}; write a whole number${usualValue(error.parentSchema)}`
      return contentKindOf(error.parentSchema ?? {}) === 'copy'
        ? notCopyMessage(error.data)
        : (error.message ?? 'is invalid')
    case 'minimum':
      return `is ${String(error.data)}; write ${(error.parentSchema as { type?: string } | undefined)?.type === 'integer' ? 'a whole number' : 'a number'} of ${String(error.params.limit)} or more${usualValue(error.parentSchema)}`
    default:
      return error.message ?? 'is invalid'
  }
}

/**
 * A value that is none of a field's values: the values, with the nearest to a misspelt one first if any (`did you
 * mean`). An icon is named among the site's set, whose names (48 of them) are left to src/design/iconNames.ts
 * when a near one is found.
 */
function enumMessage(value: unknown, allowed: unknown[]): string {
  const names = allowed.filter((each): each is string => typeof each === 'string')
  const guesses = typeof value === 'string' ? nearest(value, names) : []
  const hint = guesses.length > 0 ? ` (did you mean ${orList(guesses.map((guess) => `"${guess}"`))}?)` : ''
  const listed = allowed.map((each) => JSON.stringify(each)).join(', ')
  if (!isIconSet(names)) return `must be one of: ${listed}${hint}`
  return hint
    ? `"${String(value)}" is not an icon of the site's set${hint}; the names are in src/design/iconNames.ts`
    : `${JSON.stringify(value)} is not an icon of the site's set; it has: ${listed} (to add one, see src/design/iconNames.ts)`
}

/** Whether a field's values are the site's icon names (`ICON_NAMES`). */
function isIconSet(names: readonly string[]): boolean {
  return names.length === ICON_NAMES.length && names.every((name, index) => name === ICON_NAMES[index])
}

/** `"a"`, `"a" or "b"`, `"a", "b" or "c"`. */
function orList(words: string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)!}`
}

/** `, like 12 (the default, when left out)` for a field whose schema has a default. */
function usualValue(parentSchema: ErrorObject['parentSchema']): string {
  const value = (parentSchema as { default?: unknown } | undefined)?.default
  return value === undefined ? '' : `, like ${JSON.stringify(value)} (the default, when left out)`
}

/** Copy given as something else than a `msg` descriptor, most often plain text: how to write it with `msg`. */
function notCopyMessage(value: unknown): string {
  return typeof value === 'string'
    ? `is plain text; write it as msg\`${value}\` (only msg texts reach the translators)`
    : 'must be a text written as msg`…`'
}

/** `is not a known field here (did you mean "title"?); the fields here are: eyebrow, title, actions` */
function unknownFieldMessage(field: string, parentSchema: ErrorObject['parentSchema']): string {
  const known = Object.keys((parentSchema as { properties?: object } | undefined)?.properties ?? {})
  const guess = closest(field, known)
  return `is not a known field here${guess ? ` (did you mean "${guess}"?)` : ''}; the fields here are: ${known.join(', ')}`
}
