import postcss, { type ChildNode, type Container } from 'postcss'
import valueParser, { type Node as ValueNode } from 'postcss-value-parser'
import type { Surface } from './surfaces'

/** Custom properties by name, without the leading `--` (`surface`, `ink-900`, `text-h2`). */
export type TokenMap = Record<string, string>

/** What `tokens.css` (or any file written like it) sets, with every `var(--x)` of a colour resolved. */
export interface TokenValues {
  /** The palette: the literal colours `:root` declares (`ink-900` → `#0c1727`). */
  palette: TokenMap
  /** Every custom property of `:root` (palette, the light surface, the surface-independent colours), resolved. */
  root: TokenMap
  /** Each surface (`[data-surface='…']`): what `:root` sets, overridden by the surface's own values, resolved. */
  surfaces: Partial<Record<Surface, TokenMap>>
  /** The `@theme` values as written: type scale, space, container, radii, shadows, motion, the colour utilities. */
  theme: TokenMap
}

/**
 * Reads the token file (Vite code imports it `?raw`; Node reads it with `readFileSync`) with PostCSS: the rules of
 * `:root` and of each `[data-surface='…']`, and the `@theme` blocks, also inside `@layer` (not `@media` or
 * `@supports`); values through postcss-value-parser.
 */
export function parseTokens(css: string): TokenValues {
  const root: TokenMap = {}
  const own: Partial<Record<Surface, TokenMap>> = {}
  const theme: TokenMap = {}
  for (const node of blocks(postcss.parse(css))) {
    if (node.type === 'atrule') {
      Object.assign(theme, customProperties(node))
      continue
    }
    const selectors = node.selectors.map((selector) => selector.trim())
    const surfaces = selectors.map(surfaceOf)
    if (!selectors.every((selector, index) => selector === ':root' || selector === ':host' || surfaces[index])) continue
    const declarations = customProperties(node)
    if (selectors.includes(':root')) Object.assign(root, declarations)
    for (const surface of surfaces) if (surface) Object.assign((own[surface] ??= {}), declarations)
  }
  const palette = Object.fromEntries(Object.entries(root).filter(([, value]) => isLiteralColour(value)))
  const surfaces: Partial<Record<Surface, TokenMap>> = {}
  for (const [surface, values] of Object.entries(own)) surfaces[surface as Surface] = resolveAll({ ...root, ...values })
  return { palette, root: resolveAll(root), surfaces, theme }
}

/** One token of one surface (or of `:root`), resolved; throws naming it when the file does not set it. */
export function tokenValue(values: TokenValues, name: string, surface?: Surface): string {
  const value = surface ? values.surfaces[surface]?.[name] : values.root[name]
  if (value === undefined) throw new Error(`The tokens set no --${name}${surface ? ` for the ${surface} surface` : ''}`)
  return value
}

type Block = Extract<ChildNode, { type: 'rule' }> | Extract<ChildNode, { type: 'atrule' }>

/** The style rules and `@theme` blocks of a stylesheet, looking inside `@layer` blocks (not `@media` or `@supports`). */
function blocks(container: Container): Block[] {
  return (container.nodes ?? []).flatMap((node): Block[] => {
    if (node.type === 'rule') return [node]
    if (node.type !== 'atrule') return []
    if (node.name === 'theme') return [node]
    return node.name === 'layer' && node.nodes ? blocks(node) : []
  })
}

/** The surface a selector paints (`[data-surface='inverse']` → `inverse`), read by PostCSS's attribute parsing. */
function surfaceOf(selector: string): Surface | undefined {
  if (!selector.startsWith('[') || !selector.endsWith(']')) return undefined
  const [name, value] = selector.slice(1, -1).split('=')
  if (name?.trim() !== 'data-surface' || value === undefined) return undefined
  const unquoted = valueParser(value.trim()).nodes
  const only = unquoted.length === 1 ? unquoted[0] : undefined
  return only && (only.type === 'string' || only.type === 'word') ? (only.value as Surface) : undefined
}

/** The `--name: value` declarations of a block (values with their whitespace collapsed to single spaces). */
function customProperties(block: Block): TokenMap {
  const declarations: TokenMap = {}
  block.each((node) => {
    if (node.type === 'decl' && node.prop.startsWith('--')) declarations[node.prop.slice(2)] = collapsed(node.value)
  })
  return declarations
}

/** A value written on one line: every run of whitespace one space, none inside parentheses' edges but as written. */
function collapsed(value: string): string {
  const parsed = valueParser(value)
  parsed.walk((node) => {
    if (node.type === 'space') node.value = ' '
    if (node.type === 'div' || node.type === 'function') {
      node.before = node.before ? ' ' : ''
      node.after = node.after ? ' ' : ''
    }
  })
  return parsed.toString().trim()
}

const COLOUR_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla', 'oklch', 'oklab', 'lab', 'lch', 'hwb'])

function isLiteralColour(value: string): boolean {
  const nodes = valueParser(value).nodes
  const only: ValueNode | undefined = nodes.length === 1 ? nodes[0] : undefined
  if (only?.type === 'word') return only.value.startsWith('#') && isHex(only.value.slice(1))
  return only?.type === 'function' && COLOUR_FUNCTIONS.has(only.value.toLowerCase())
}

function isHex(digits: string): boolean {
  return [3, 4, 6, 8].includes(digits.length) && [...digits].every((digit) => '0123456789abcdefABCDEF'.includes(digit))
}

/** Every value with its `var(--x, fallback)` replaced by what `--x` is in the same scope. */
function resolveAll(scope: TokenMap): TokenMap {
  const resolve = (value: string, seen: readonly string[]): string => {
    const parsed = valueParser(value)
    parsed.walk((node) => {
      if (node.type !== 'function' || node.value !== 'var') return
      const [first, ...rest] = node.nodes
      const name = first?.type === 'word' && first.value.startsWith('--') ? first.value.slice(2) : undefined
      const next = name === undefined ? undefined : scope[name]
      const comma = rest.findIndex((part) => part.type === 'div' && part.value === ',')
      const fallback = comma < 0 ? undefined : valueParser.stringify(rest.slice(comma + 1)).trim()
      const replacement =
        name === undefined || next === undefined || seen.includes(name) ? fallback : resolve(next, [...seen, name])
      if (replacement === undefined) return false
      Object.assign(node, { type: 'word', value: replacement, nodes: undefined })
      return false
    })
    return parsed.toString()
  }
  return Object.fromEntries(Object.entries(scope).map(([name, value]) => [name, resolve(value, [name])]))
}
