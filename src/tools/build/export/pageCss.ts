import { createHash } from 'node:crypto'
import {
  Features,
  transform,
  type AttrOperation,
  type Rule,
  type Selector,
  type SelectorList,
  type StyleSheet,
} from 'lightningcss'
import { htmlElements, styleAttributes, type ElementShape } from './htmlElements'

const TAILWIND_TARGETS = {
  safari: (16 << 16) | (4 << 8),
  ios_saf: (16 << 16) | (4 << 8),
  firefox: 128 << 16,
  chrome: 111 << 16,
}

/**
 * The part of the site's stylesheet `css` that the page `html` can use: what its inline `<style>` carries for its
 * first screen (`firstPaintHtml`), so the first round trip holds the page and that CSS (issue #39, "Budgets"). The
 * whole sheet, linked at the page's fold, styles the rest and what scripts add (an opened menu, the cookie banner).
 *
 * A style rule stays when one of its selectors can match the page: every compound of it has an element with its
 * tag, classes, id and attribute names (`htmlElements`). What the page's HTML cannot settle keeps the rule: states
 * (`:hover`, `:open`, `:not()`, `:has()`), pseudo-elements, attribute values (a script changes `aria-expanded`
 * without a re-render). `@media`, `@supports`, `@layer` and `@container` blocks keep the rules they still hold and go
 * when empty; `@keyframes` and `@property` stay when a kept declaration names them (directly or through a kept custom
 * property); custom properties that nothing kept reads (`var()`) go (the theme's, Tailwind's `--tw-*` defaults);
 * `@font-face` and `@layer` statements stay. It is the same lightningcss that wrote Tailwind's sheet that parses and
 * prints it, minified.
 *
 * `asParsed` prunes for the HTML as the browser parsed it, before any script ran and before the visitor did anything
 * (the first screen's CSS, `firstPaintHtml`, which the whole sheet follows before any script runs): an attribute
 * selector with a value matches the values the HTML has, and `:hover` and `:active` match nothing.
 */
export function pageCss(css: string, html: string, options: PageCssOptions = {}): string {
  const asParsed = options.asParsed ?? false
  const elements = htmlElements(html, asParsed ? attributesSelectedByValue(css) : undefined)
  const read = variablesNamedIn(html)
  // The same page in each locale has the same elements, and so the same CSS: pruned once.
  const key = createHash('sha256')
    .update(css)
    .update(JSON.stringify([elements, [...read].sort(), asParsed]))
    .digest('base64')
  const known = pruned.get(key)
  if (known !== undefined) return known
  const result = prune(css, elements, read, asParsed)
  pruned.set(key, result)
  return result
}

/** How `pageCss` reads the page. */
export interface PageCssOptions {
  /** The page as parsed, before scripts and the visitor change it (see `pageCss`). Default: false. */
  asParsed?: boolean
}

/** The attribute names `css` selects by value (`[aria-current=page]`); any that looks so counts: that keeps more. */
function attributesSelectedByValue(css: string): Set<string> {
  return new Set(Array.from(css.matchAll(/\[\s*([\w-]+)\s*[~|^$*]?=/g), ([, name]) => name!.toLowerCase()))
}

/** What `pageCss` answered, by the sheet and the page's element shapes (a build prunes each set once). */
const pruned = new Map<string, string>()

function prune(css: string, elements: readonly ElementShape[], read: Set<string>, asParsed: boolean): string {
  const dropped = new Set<string>()
  const droppedVariables = new Set<string>()
  let layers: string[] = []
  const { code } = transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    // Tailwind's own settings (@tailwindcss/node's optimize): printed for the browsers it wrote the sheet for, the
    // rules come out as they went in (media ranges as min-width, logical properties kept).
    targets: TAILWIND_TARGETS,
    include: Features.Nesting | Features.MediaQueries,
    exclude: Features.LogicalProperties | Features.DirSelector | Features.LightDark,
    visitor: {
      // The whole sheet is read first, to know what the kept rules use, before any rule is visited.
      StyleSheet(sheet: StyleSheet) {
        layers = layerOrder(sheet.rules)
        const plan = prunePlan(sheet.rules, elements, read, asParsed)
        for (const key of plan.dropped) dropped.add(key)
        for (const name of plan.droppedVariables) droppedVariables.add(name)
      },
      Rule(rule: Rule) {
        return dropped.has(ruleKey(rule)) ? [] : undefined
      },
      Declaration: {
        custom(property) {
          return droppedVariables.has(property.name) ? [] : undefined
        },
      },
    },
  })
  // The layers' order is set where each is first named, across the page's sheets: the whole sheet, linked after
  // this CSS, must not put a layer this CSS left out (all its rules dropped) after the others.
  return (layers.length > 1 ? `@layer ${layers.join(',')};` : '') + new TextDecoder().decode(code)
}

/** The names of the sheet's top-level cascade layers, in the order they are first named. */
function layerOrder(rules: readonly Rule[]): string[] {
  const names = new Set<string>()
  for (const rule of rules) {
    if (rule.type === 'layer-block' && rule.value.name) names.add(rule.value.name.join('.'))
    if (rule.type === 'layer-statement') for (const name of rule.value.names) names.add(name.join('.'))
  }
  return [...names]
}

/**
 * The custom properties the page's `style` attributes may read (`style="--w:40%"` sets one, `var(--x)` reads one):
 * kept whatever its CSS reads. Any dashed name in them counts: that only keeps more.
 */
function variablesNamedIn(html: string): Set<string> {
  return new Set(styleAttributes(html).flatMap((style) => Array.from(style.matchAll(/--[\w-]+/g), ([name]) => name)))
}

/** What `pageCss` removes: rules by their place in the sheet, and the custom properties nothing kept reads. */
export interface PrunePlan {
  dropped: Set<string>
  droppedVariables: Set<string>
}

/**
 * The rules of `rules` no element of `elements` can use, and the custom properties nothing kept reads. `read`:
 * names the page reads besides its CSS (custom properties in its `style` attributes).
 */
export function prunePlan(
  rules: readonly Rule[],
  elements: readonly ElementShape[],
  read: Set<string> = new Set(),
  asParsed = false,
): PrunePlan {
  const dropped = new Set<string>()
  const kept: Rule[] = []
  const named: Rule[] = []
  // Whether a rule stays for its selectors; block rules stay while they hold a kept rule (an empty one, such as
  // `@layer theme{}`, stays: it may order the layers).
  const decide = (rule: Rule): boolean => {
    if (rule.type === 'style') return rule.value.selectors.some((selector) => mayMatch(selector, elements, asParsed))
    // Tailwind's defaults of its `--tw-*` properties for browsers without `@property`, older than those it wrote the
    // sheet for (`TAILWIND_TARGETS`): they come with the whole sheet.
    if (asParsed && rule.type === 'layer-block' && rule.value.name?.join('.') === 'properties') return false
    const children = childRules(rule)
    if (children) return children.map(keep).some(Boolean) || children.length === 0
    if (rule.type === 'keyframes' || rule.type === 'property') named.push(rule)
    return true
  }
  const keep = (rule: Rule): boolean => {
    const kept_ = decide(rule)
    if (!kept_) dropped.add(ruleKey(rule))
    else if (!childRules(rule) && rule.type !== 'keyframes' && rule.type !== 'property') kept.push(rule)
    return kept_
  }
  rules.forEach(keep)

  // A custom property is kept where a kept declaration reads it (`var()`), directly or through another kept custom
  // property or a kept @keyframes; one nothing reads changes nothing on screen (the theme's, Tailwind's `--tw-*`
  // defaults), wherever it is set.
  const definitions = new Map<string, unknown[]>()
  for (const rule of kept) {
    if (rule.type !== 'style') {
      collectNames(rule, read)
      continue
    }
    const { declarations = [], importantDeclarations = [] } = rule.value.declarations ?? {}
    for (const declaration of [...declarations, ...importantDeclarations]) {
      // lightningcss files a property it does not model (`content`) as `custom` too: only `--*` is a variable.
      if (declaration.property !== 'custom' || !declaration.value.name.startsWith('--')) collectNames(declaration, read)
      else definitions.set(declaration.value.name, [...(definitions.get(declaration.value.name) ?? []), declaration])
    }
    collectNames(rule.value.rules, read)
  }
  const usedNamed = new Set<Rule>()
  for (let changed = true; changed;) {
    changed = false
    for (const [name, values] of definitions) {
      if (!read.has(name)) continue
      definitions.delete(name)
      collectNames(values, read)
      changed = true
    }
    for (const rule of named) {
      if (usedNamed.has(rule) || !read.has(namedRuleName(rule))) continue
      usedNamed.add(rule)
      collectNames(rule, read)
      changed = true
    }
  }
  for (const rule of named) if (!usedNamed.has(rule)) dropped.add(ruleKey(rule))
  return { dropped, droppedVariables: new Set(definitions.keys()) }
}

/** The name an `@keyframes` or `@property` rule gives. */
function namedRuleName(rule: Rule): string {
  if (rule.type === 'keyframes') return rule.value.name.value
  return rule.type === 'property' ? rule.value.name : ''
}

/**
 * Whether `selector` can match an element of the page: each of its compounds (between combinators) matches one of
 * `elements`. `:is()`/`:where()` need one of their selectors to match somewhere; every other pseudo-class and
 * pseudo-element is a state the HTML does not settle, so it matches, except `:hover` and `:active` `asParsed`
 * (`pageCss`), where an attribute's value must match too.
 */
export function mayMatch(selector: Selector, elements: readonly ElementShape[], asParsed = false): boolean {
  let compound: Selector = []
  for (const component of [...selector, { type: 'combinator', value: 'descendant' } as const]) {
    if (component.type !== 'combinator') {
      compound.push(component)
      continue
    }
    if (compound.length > 0 && !elements.some((element) => compoundMatches(compound, element, elements, asParsed)))
      return false
    compound = []
  }
  return true
}

function compoundMatches(
  compound: Selector,
  element: ElementShape,
  elements: readonly ElementShape[],
  asParsed: boolean,
): boolean {
  return compound.every((component) => {
    switch (component.type) {
      case 'type':
        return element.tag === component.name.toLowerCase()
      case 'class':
        return element.classes.includes(component.name)
      case 'id':
        return element.id === component.name
      case 'attribute': {
        const name = component.name.toLowerCase()
        const value = element.values?.[name]
        if (!element.attributes.includes(name)) return false
        return !asParsed || !component.operation || value === undefined || valueMatches(value, component.operation)
      }
      case 'pseudo-class':
        if (component.kind === 'is' || component.kind === 'where' || component.kind === 'any')
          return anyMayMatch(component.selectors as SelectorList, elements, asParsed)
        return !(asParsed && (component.kind === 'hover' || component.kind === 'active'))
      default:
        return true
    }
  })
}

const anyMayMatch = (list: SelectorList, elements: readonly ElementShape[], asParsed: boolean) =>
  list.some((selector) => mayMatch(selector, elements, asParsed))

/** Whether an attribute's `value` passes a selector's test of it (`[lang|=en]`, `[class~=a i]`). */
function valueMatches(value: string, { operator, value: wanted, caseSensitivity }: AttrOperation): boolean {
  const fold = caseSensitivity !== 'case-sensitive' && caseSensitivity !== 'explicit-case-sensitive'
  const have = fold ? value.toLowerCase() : value
  const want = fold ? wanted.toLowerCase() : wanted
  switch (operator) {
    case 'equal':
      return have === want
    case 'includes':
      return have.split(/\s+/).includes(want)
    case 'dash-match':
      return have === want || have.startsWith(`${want}-`)
    case 'prefix':
      return want !== '' && have.startsWith(want)
    case 'suffix':
      return want !== '' && have.endsWith(want)
    case 'substring':
      return want !== '' && have.includes(want)
    default:
      return true
  }
}

/** The rules inside a block rule (`@media`, `@supports`, `@layer`, …), or undefined for a rule that holds none. */
function childRules(rule: Rule): readonly Rule[] | undefined {
  if (rule.type === 'style' || !('value' in rule)) return undefined
  const value = rule.value as { rules?: unknown }
  return Array.isArray(value.rules) ? (value.rules as Rule[]) : undefined
}

/** Every string in a piece of the syntax tree: names of custom properties, keyframes, `@property`s among them. */
function collectNames(node: unknown, into: Set<string>): void {
  if (typeof node === 'string') into.add(node)
  else if (Array.isArray(node)) for (const item of node) collectNames(item, into)
  else if (node && typeof node === 'object') for (const value of Object.values(node)) collectNames(value, into)
}

/** A rule's place in the sheet, the same in the tree `StyleSheet` reads and in the rules `Rule` visits. */
function ruleKey(rule: Rule): string {
  if (!('value' in rule)) return ''
  const loc = (rule.value as { loc?: { source_index?: number; line: number; column: number } }).loc
  return loc ? `${loc.source_index ?? 0}:${loc.line}:${loc.column}` : ''
}
