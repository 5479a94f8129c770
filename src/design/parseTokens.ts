import type { Tone } from '../config/common'

/** Custom properties by name, without the leading `--` (`surface`, `ink-900`, `text-h2`). */
export type TokenMap = Record<string, string>

/** What `tokens.css` (or any file written like it) sets, with every `var(--x)` of a colour resolved. */
export interface TokenValues {
  /** The palette: the literal colours `:root` declares (`ink-900` → `#0c1727`). */
  palette: TokenMap
  /** Every custom property of `:root` (palette, the light surface, the surface-independent colours), resolved. */
  root: TokenMap
  /** Each surface (`[data-surface='…']`): what `:root` sets, overridden by the surface's own values, resolved. */
  surfaces: Partial<Record<Tone, TokenMap>>
  /** The `@theme` values as written: type scale, space, container, radii, shadows, motion, the colour utilities. */
  theme: TokenMap
}

/** Reads the token file (Vite code imports it `?raw`; Node reads it with `readFileSync`). */
export function parseTokens(css: string): TokenValues {
  const root: TokenMap = {}
  const own: Partial<Record<Tone, TokenMap>> = {}
  const theme: TokenMap = {}
  for (const { prelude, body } of blocks(css.replace(/\/\*[\s\S]*?\*\//g, ''))) {
    const declarations = customProperties(body)
    if (/^@theme\b/.test(prelude)) {
      Object.assign(theme, declarations)
      continue
    }
    const selectors = prelude.split(',').map((selector) => selector.trim())
    const surfaces = selectors.map((selector) => /^\[data-surface=['"]?([a-z-]+)['"]?\]$/.exec(selector)?.[1])
    if (!selectors.every((selector, index) => selector === ':root' || selector === ':host' || surfaces[index])) continue
    if (selectors.includes(':root')) Object.assign(root, declarations)
    for (const surface of surfaces) if (surface) Object.assign((own[surface as Tone] ??= {}), declarations)
  }
  const palette = Object.fromEntries(Object.entries(root).filter(([, value]) => isLiteralColour(value)))
  const surfaces: Partial<Record<Tone, TokenMap>> = {}
  for (const [surface, values] of Object.entries(own)) surfaces[surface as Tone] = resolveAll({ ...root, ...values })
  return { palette, root: resolveAll(root), surfaces, theme }
}

/** One token of one surface (or of `:root`), resolved; throws naming it when the file does not set it. */
export function tokenValue(values: TokenValues, name: string, surface?: Tone): string {
  const value = surface ? values.surfaces[surface]?.[name] : values.root[name]
  if (value === undefined) throw new Error(`The tokens set no --${name}${surface ? ` for the ${surface} surface` : ''}`)
  return value
}

/** The `prelude { body }` blocks of a stylesheet, looking inside `@layer` blocks (not `@media` or `@supports`). */
function blocks(css: string): Array<{ prelude: string; body: string }> {
  const found: Array<{ prelude: string; body: string }> = []
  let depth = 0
  let start = 0
  let open = 0
  for (let index = 0; index < css.length; index++) {
    const char = css[index]
    if (char === '{') {
      if (depth === 0) open = index
      depth++
    } else if (char === '}') {
      depth--
      if (depth === 0) {
        const prelude = css
          .slice(start, open)
          .replace(/^[\s\S]*;/, '')
          .trim()
        const body = css.slice(open + 1, index)
        if (/^@layer\b/.test(prelude)) found.push(...blocks(body))
        else found.push({ prelude, body })
        start = index + 1
      }
    }
  }
  return found
}

/** The `--name: value` declarations of a block's body (values keep their commas and parentheses). */
function customProperties(body: string): TokenMap {
  const declarations: TokenMap = {}
  for (const [, name, value] of body.matchAll(/--([\w-*]+)\s*:\s*([^;]*?)\s*(?:;|$)/g))
    declarations[name!] = value!.replace(/\s+/g, ' ')
  return declarations
}

function isLiteralColour(value: string): boolean {
  return /^(?:#[0-9a-f]{3,8}|(?:rgba?|hsla?|oklch|oklab|lab|lch|hwb)\(.*\))$/i.test(value)
}

/** Every value with its `var(--x, fallback)` replaced by what `--x` is in the same scope. */
function resolveAll(scope: TokenMap): TokenMap {
  const resolve = (value: string, seen: readonly string[]): string =>
    value.replace(/var\(\s*--([\w-]+)\s*(?:,\s*([^()]*))?\)/g, (whole, name: string, fallback?: string) => {
      const next = scope[name]
      if (next === undefined || seen.includes(name)) return fallback?.trim() ?? whole
      return resolve(next, [...seen, name])
    })
  return Object.fromEntries(Object.entries(scope).map(([name, value]) => [name, resolve(value, [name])]))
}
