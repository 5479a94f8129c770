/**
 * Writes `src/design/classMerge.generated.ts`: tailwind-merge's configuration cut down to the class groups the site
 * writes. `cn` merges with it instead of tailwind-merge's whole default configuration (≈ 6.6 KB gzip of rules for
 * utilities the site never uses, downloaded on every page). The groups, their conflicts and the theme scales they
 * read are copied from tailwind-merge's own default configuration, taught the token names of `tokens.css`; nothing is
 * written by hand. Run `npm run class-merge` after using a new kind of utility; a unit test fails when the file is out
 * of date, and another checks that the cut-down merge resolves every pair of the site's classes like the full one.
 */
import { Scanner } from '@tailwindcss/oxide'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  createTailwindMerge,
  extendTailwindMerge,
  getDefaultConfig,
  mergeConfigs,
  validators,
  type ClassValidator,
  type Config,
} from 'tailwind-merge'
import { format, resolveConfig } from 'prettier'
import { parseTokens } from '../src/design/parseTokens'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The folders whose components write classes (those `cn` and the variant helpers see). */
export const CLASS_FOLDERS = [
  'sections',
  'layouts',
  'src/design',
  'src/forms',
  'src/consent',
  'src/render',
  'src/gallery',
  'app',
  'src/router',
]

/** Every class candidate the site's components write (Tailwind's own scanner, so the same list Tailwind compiles). */
export function siteClasses(): string[] {
  const scanner = new Scanner({
    sources: [
      ...CLASS_FOLDERS.map((folder) => ({ base: join(root, folder), pattern: '**/*.{ts,tsx}', negated: false })),
      // Its own output lists group names, not classes: scanned, a group once written would never leave.
      { base: join(root, 'src/design'), pattern: 'classMerge.generated.ts', negated: true },
    ],
  })
  return scanner.scan().sort()
}

/** The token names of `tokens.css` by tailwind-merge theme scale: `text-h2` is a size, `bg-surface` a colour. */
export function tokenTheme(): Record<string, string[]> {
  const { theme } = parseTokens(readFileSync(join(root, 'src/design/tokens.css'), 'utf8'))
  const names = (prefix: string) =>
    Object.keys(theme)
      .filter((name) => name.startsWith(`${prefix}-`) && !name.includes('--') && !name.endsWith('*'))
      .map((name) => name.slice(prefix.length + 1))
  return {
    text: names('text'),
    color: names('color'),
    spacing: names('spacing'),
    container: names('container'),
    radius: names('radius'),
    shadow: names('shadow'),
    ease: names('ease'),
  }
}

/** tailwind-merge's whole default configuration, taught the token names: what the cut-down one must agree with. */
export function fullConfig(): Config<string, string> {
  return mergeConfigs(getDefaultConfig(), { extend: { theme: tokenTheme() } }) as unknown as Config<string, string>
}

/** The full merge (the oracle the tests compare the generated configuration with). */
export function fullMerge(): (...classes: string[]) => string {
  return extendTailwindMerge({ extend: { theme: tokenTheme() } })
}

/** The class groups at least one of the site's classes belongs to. */
export function usedGroups(config: Config<string, string>, classes: string[]): string[] {
  const full = createTailwindMerge(() => config)
  const recognised = [...new Set(classes.filter((name) => full(`${name} ${name}`) === name).map(baseClass))]
  return Object.keys(config.classGroups).filter((group) => {
    const alone = createTailwindMerge(() => ({ ...config, classGroups: { [group]: config.classGroups[group]! } }))
    return recognised.some((name) => alone(`${name} ${name}`) === name)
  })
}

/** `sm:hover:py-4` → `py-4`: groups are found on the utility, whatever its variants. */
function baseClass(name: string): string {
  return name.split(':').pop()!.replace(/^!|!$/g, '')
}

const validatorNames = new Map<unknown, string>(Object.entries(validators).map(([name, fn]) => [fn, name]))

/** Source code for one value of a configuration: strings, arrays, objects, validators and theme getters. */
function code(value: unknown, themeKeys: Set<string>): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map((item) => code(item, themeKeys)).join(', ')}]`
  if (typeof value === 'function') {
    if ((value as { isThemeGetter?: boolean }).isThemeGetter) {
      const key = (value as (theme: unknown) => unknown)(new Proxy({}, { get: (_, name) => name }))
      themeKeys.add(String(key))
      return `fromTheme(${JSON.stringify(key)})`
    }
    const name = validatorNames.get(value as ClassValidator)
    if (!name) throw new Error(`tailwind-merge's configuration holds a function that is not one of its validators`)
    return name
  }
  if (value && typeof value === 'object')
    return `{ ${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${code(item, themeKeys)}`)
      .join(', ')} }`
  throw new Error(`cannot write ${String(value)} as code`)
}

const TARGET = join(root, 'src/design/classMerge.generated.ts')

/** The generated module, formatted like the rest of the code (what `npm run class-merge` writes). */
export async function generatedClassMerge(classes = siteClasses()): Promise<string> {
  return format(classMergeSource(classes), { ...(await resolveConfig(TARGET)), filepath: TARGET })
}

/** The configuration of the groups the site uses, and the theme scales they read, as source code. */
function classMergeSource(classes: string[]): string {
  const config = fullConfig()
  const groups = usedGroups(config, classes)
  const used = new Set(groups)
  const themeKeys = new Set<string>()
  const classGroups = groups.map(
    (group) => `    ${JSON.stringify(group)}: ${code(config.classGroups[group], themeKeys)},`,
  )
  const conflicts = (table: Record<string, readonly string[] | undefined>) =>
    Object.entries(table)
      .filter(([group]) => used.has(group))
      .map(([group, others]) => [group, (others ?? []).filter((other) => used.has(other))] as const)
      .filter(([, others]) => others.length > 0)
      .map(([group, others]) => `    ${JSON.stringify(group)}: ${JSON.stringify(others)},`)
  const conflictingClassGroups = conflicts(config.conflictingClassGroups)
  const conflictingModifiers = conflicts(config.conflictingClassGroupModifiers)
  // Theme scales can refer to other scales: resolve until no new key appears.
  const theme: string[] = []
  const written = new Set<string>()
  while ([...themeKeys].some((key) => !written.has(key)))
    for (const key of [...themeKeys].sort())
      if (!written.has(key)) {
        written.add(key)
        theme.push(`    ${JSON.stringify(key)}: ${code(config.theme[key] ?? [], themeKeys)},`)
      }
  const imported = [...validatorNames.values()].filter((name) =>
    [...classGroups, ...theme].some((line) => new RegExp(`\\b${name}\\b`).test(line)),
  )
  return [
    '// Generated by `npm run class-merge` from tailwind-merge’s default configuration: do not edit.',
    "import { fromTheme, validators, type Config } from 'tailwind-merge'",
    '',
    `const { ${imported.join(', ')} } = validators`,
    '',
    `/** The ${groups.length} class groups the site writes, with their conflicts and the scales they read. */`,
    'export const CLASS_MERGE_CONFIG: Config<string, string> = {',
    `  cacheSize: ${config.cacheSize},`,
    '  theme: {',
    ...theme.sort(),
    '  },',
    '  classGroups: {',
    ...classGroups,
    '  },',
    '  conflictingClassGroups: {',
    ...conflictingClassGroups,
    '  },',
    '  conflictingClassGroupModifiers: {',
    ...conflictingModifiers,
    '  },',
    `  orderSensitiveModifiers: ${JSON.stringify(config.orderSensitiveModifiers)},`,
    '}',
    '',
  ].join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(TARGET, await generatedClassMerge())
  console.log('✓ class groups → src/design/classMerge.generated.ts')
}
