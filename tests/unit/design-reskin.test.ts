import { compile } from '@tailwindcss/node'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { siteClasses } from '../../scripts/class-merge'
import { TONES, type Tone } from '../../src/config/common'
import { parseTokens, type TokenValues } from '../../src/design/parseTokens'

/**
 * The re-skin proof: the site's CSS compiled by Tailwind with the brand's token file and with a second theme
 * (`tests/fixtures/theme-alt.css`) in its place, over the classes the site uses. Only the token values may differ.
 */
const root = join(import.meta.dirname, '../..')
const styles = join(root, 'src/styles')
const globalCss = readFileSync(join(styles, 'global.css'), 'utf8')
const TOKENS_IMPORT = "@import '../design/tokens.css';"
const ALT = 'tests/fixtures/theme-alt.css'

/** Every class the site's components write (Tailwind's own scanner), and every utility of every token. */
function candidates(brand: TokenValues): string[] {
  const names = (prefix: string) =>
    Object.keys(brand.theme)
      .filter((name) => name.startsWith(`${prefix}-`) && !name.includes('--') && !name.endsWith('*'))
      .map((name) => name.slice(prefix.length + 1))
  const colourUtilities = [
    'bg',
    'text',
    'border',
    'ring',
    'outline',
    'divide',
    'fill',
    'stroke',
    'from',
    'to',
    'shadow',
  ]
  const tokenUtilities = [
    ...names('color').flatMap((colour) =>
      colourUtilities.flatMap((utility) => [`${utility}-${colour}`, `${utility}-${colour}/50`]),
    ),
    ...names('text').map((size) => `text-${size}`),
    ...names('radius').map((radius) => `rounded-${radius}`),
    ...names('shadow').map((shadow) => `shadow-${shadow}`),
    ...names('font').map((font) => `font-${font}`),
    ...names('spacing').flatMap((space) => [`py-${space}`, `px-${space}`, `gap-${space}`]),
    ...names('container').map((width) => `max-w-${width}`),
    ...names('ease').map((ease) => `ease-${ease}`),
    ...[...globalCss.matchAll(/@utility\s+([a-z0-9-]+)/g)].map(([, name]) => name!),
  ]
  return [...new Set([...siteClasses(), ...tokenUtilities])].sort()
}

async function build(css: string, classes: string[]): Promise<string> {
  const compiler = await compile(css, { base: styles, from: join(styles, 'global.css'), onDependency: () => {} })
  return compiler.build(classes)
}

/** A rule of the compiled CSS: where it sits (at-rules and selectors) and its declarations, in order. */
interface Rule {
  path: string
  declarations: Array<[property: string, value: string]>
}

/** The rules of a stylesheet, nested ones flattened into their path (`@layer utilities › .hover\:bg-fg\/8:hover`). */
function rules(css: string): Rule[] {
  const found: Rule[] = []
  const stack: Rule[] = []
  let buffer = ''
  let quote: string | null = null
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '')
  for (const char of text) {
    if (quote) {
      buffer += char
      if (char === quote) quote = null
      continue
    }
    if (char === '"' || char === "'") {
      quote = char
      buffer += char
    } else if (char === '{') {
      const prelude = buffer.trim().replace(/\s+/g, ' ')
      const parent = stack.at(-1)
      const rule: Rule = { path: parent ? `${parent.path} › ${prelude}` : prelude, declarations: [] }
      stack.push(rule)
      found.push(rule)
      buffer = ''
    } else if (char === ';' || char === '}') {
      const statement = buffer.trim()
      buffer = ''
      const current = stack.at(-1)
      if (statement && current) {
        const colon = statement.indexOf(':')
        current.declarations.push([
          statement.slice(0, colon).trim(),
          statement
            .slice(colon + 1)
            .trim()
            .replace(/\s+/g, ' '),
        ])
      }
      if (char === '}') stack.pop()
    } else buffer += char
  }
  return found
}

/** A block of the token layer: `:root`, `:host` or `[data-surface=…]` only (tokens.css, Tailwind's theme layer). */
const isTokenBlock = (path: string) =>
  path
    .split(' › ')
    .at(-1)!
    .split(',')
    .every((selector) => /^(?::root|:host|\[data-surface=['"]?[a-z-]+['"]?\])$/.test(selector.trim()))

/** A custom property of the token layer (not one of Tailwind's own `--tw-*` working variables). */
const isToken = ([property]: [string, string]) => property.startsWith('--') && !property.startsWith('--tw-')

/** The compiled CSS with the token layer's values taken out: what must not change in a re-skin. */
function withoutTokenValues(css: string): string[] {
  return rules(css).map(({ path, declarations }) => {
    const kept = isTokenBlock(path) ? declarations.filter((declaration) => !isToken(declaration)) : declarations
    return `${path} { ${kept.map(([property, value]) => `${property}: ${value}`).join('; ')} }`
  })
}

const NAMED_COLOURS =
  /\b(?:black|white|red|green|blue|yellow|orange|purple|pink|gray|grey|silver|maroon|navy|teal|olive|lime|aqua|fuchsia|indigo|violet|gold|coral|salmon|tomato|crimson|ivory|beige|khaki|tan|brown|cyan|magenta)\b/i

/** A colour written as a value (`#fff`, `rgb(…)`, `oklch(…)`, `white`), not one made of a token (`oklab(from var(--fg) …)`). */
function literalColour(value: string): string | undefined {
  const unquoted = value.replace(/(["'])[^"']*\1/g, '')
  const hex = /#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})\b/i.exec(unquoted)?.[0]
  if (hex && !/^#0{4}(?:0{4})?$/.test(hex)) return hex
  const fn = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\((?!\s*from\s+var\()[^)]*\)/i.exec(unquoted)?.[0]
  if (fn) return fn
  return NAMED_COLOURS.exec(unquoted)?.[0]
}

describe('re-skin: swapping the token file changes the token values and nothing else', { timeout: 60_000 }, () => {
  const brandCss = readFileSync(join(root, 'src/design/tokens.css'), 'utf8')
  const altCss = readFileSync(join(root, ALT), 'utf8')
  const brand = parseTokens(brandCss)
  const alt = parseTokens(altCss)
  let classes: string[] = []
  let real = ''
  let reskinned = ''

  beforeAll(async () => {
    expect(globalCss).toContain(TOKENS_IMPORT)
    classes = candidates(brand)
    real = await build(globalCss, classes)
    reskinned = await build(globalCss.replace(TOKENS_IMPORT, `@import '../../${ALT}';`), classes)
  })

  it('the second theme sets the same tokens (its private palette may differ)', () => {
    const publicNames = (values: TokenValues) => ({
      root: Object.keys(values.root)
        .filter((name) => !(name in values.palette))
        .sort(),
      surfaces: TONES.map((tone) =>
        Object.keys(values.surfaces[tone] ?? {})
          .filter((name) => !(name in values.palette))
          .sort(),
      ),
      theme: Object.keys(values.theme).sort(),
    })
    expect(publicNames(alt)).toEqual(publicNames(brand))
  })

  it('compiles every rule identically: same selectors, properties and values outside the token layer', () => {
    expect(classes.length).toBeGreaterThan(500)
    const [before, after] = [withoutTokenValues(real), withoutTokenValues(reskinned)]
    const changed = [
      ...before.filter((rule) => !after.includes(rule)).map((rule) => `- ${rule}`),
      ...after.filter((rule) => !before.includes(rule)).map((rule) => `+ ${rule}`),
    ]
    expect(changed, 'rules that differ outside the token layer').toEqual([])
    expect(after).toEqual(before)
  })

  it('writes no literal colour outside the token layer: every colour is a var(--…) of a token', () => {
    const offenders: string[] = []
    for (const { path, declarations } of rules(real)) {
      // Tailwind's own defaults of its working variables (`@property`, the properties layer) are not the site's colours.
      if (isTokenBlock(path) || /^@property|^@layer properties/.test(path)) continue
      for (const [property, value] of declarations) {
        const colour = literalColour(value)
        if (colour) offenders.push(`${path} { ${property}: ${value} } (${colour})`)
      }
    }
    expect(offenders).toEqual([])
  })

  it('shows the second theme’s values: its surfaces, type scale, radii and motion', () => {
    const compiled = parseTokens(reskinned)
    // What the surfaces set, as the compiled CSS sets it (its `:root` also holds Tailwind's theme layer).
    const surfaceTokens = (values: TokenValues, tone: Tone, like: TokenValues) =>
      Object.fromEntries(Object.keys(like.surfaces[tone]!).map((name) => [name, values.surfaces[tone]?.[name]]))
    for (const tone of TONES) {
      expect(surfaceTokens(compiled, tone, alt), tone).toEqual(alt.surfaces[tone])
      expect(alt.surfaces[tone]!.surface, tone).not.toBe(brand.surfaces[tone]!.surface)
      expect(alt.surfaces[tone]!.action, tone).not.toBe(brand.surfaces[tone]!.action)
      expect(surfaceTokens(parseTokens(real), tone, brand), tone).toEqual(brand.surfaces[tone])
    }
    for (const token of [
      'text-h2',
      'text-body',
      'radius-card',
      'radius-control',
      'container-page',
      'motion-base',
      'font-sans',
    ]) {
      expect([token, compiled.root[token]]).toEqual([token, alt.theme[token]])
      expect(alt.theme[token], token).not.toBe(brand.theme[token])
    }
  })
})
