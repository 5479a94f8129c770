import { createHash } from 'node:crypto'
import { Features, transform, type Rule, type Selector, type SelectorList, type StyleSheet } from 'lightningcss'
import { htmlElements, styleAttributes, type ElementShape } from './htmlElements'

const TAILWIND_TARGETS = {
  safari: (16 << 16) | (4 << 8),
  ios_saf: (16 << 16) | (4 << 8),
  firefox: 128 << 16,
  chrome: 111 << 16,
}

/**
 * The part of the site's stylesheet `css` that the page `html` can use: what its inline `<style>` carries, so the
 * first round trip holds the page and its CSS (issue #39, "Budgets"). The whole sheet loads after the first paint
 * (`entryLoader`, firstPaint.ts), for what scripts add (an opened menu, the cookie banner).
 *
 * A style rule stays when one of its selectors can match the page: every compound of it has an element with its
 * tag, classes, id and attribute names (`htmlElements`). What the page's HTML cannot settle keeps the rule: states
 * (`:hover`, `:open`, `:not()`, `:has()`), pseudo-elements, attribute values (a script changes `aria-expanded`
 * without a re-render). `@media`, `@supports`, `@layer` and `@container` blocks keep the rules they still hold and go
 * when empty; `@keyframes` and `@property` stay when a kept declaration names them (directly or through a kept custom
 * property); custom properties that nothing kept reads (`var()`) go (the theme's, Tailwind's `--tw-*` defaults);
 * `@font-face` and `@layer` statements stay. It is the same lightningcss that wrote Tailwind's sheet that parses and
 * prints it, minified.
 */
export function pageCss(css: string, html: string): string {
  const elements = htmlElements(html)
  const read = variablesNamedIn(html)
  // The same page in each locale has the same elements, and so the same CSS: pruned once.
  const key = createHash('sha256')
    .update(css)
    .update(JSON.stringify([elements, [...read].sort()]))
    .digest('base64')
  const known = pruned.get(key)
  if (known !== undefined) return known
  const result = prune(css, elements, read)
  pruned.set(key, result)
  return result
}

/** What `pageCss` answered, by the sheet and the page's element shapes (a build prunes each set once). */
const pruned = new Map<string, string>()

function prune(css: string, elements: readonly ElementShape[], read: Set<string>): string {
  const dropped = new Set<string>()
  const droppedVariables = new Set<string>()
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
        const plan = prunePlan(sheet.rules, elements, read)
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
  return new TextDecoder().decode(code)
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
): PrunePlan {
  const dropped = new Set<string>()
  const kept: Rule[] = []
  const named: Rule[] = []
  // Whether a rule stays for its selectors; block rules stay while they hold a kept rule (an empty one, such as
  // `@layer theme{}`, stays: it may order the layers).
  const decide = (rule: Rule): boolean => {
    if (rule.type === 'style') return rule.value.selectors.some((selector) => mayMatch(selector, elements))
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
 * pseudo-element is a state the HTML does not settle, so it matches.
 */
export function mayMatch(selector: Selector, elements: readonly ElementShape[]): boolean {
  let compound: Selector = []
  for (const component of [...selector, { type: 'combinator', value: 'descendant' } as const]) {
    if (component.type !== 'combinator') {
      compound.push(component)
      continue
    }
    if (compound.length > 0 && !elements.some((element) => compoundMatches(compound, element, elements))) return false
    compound = []
  }
  return true
}

function compoundMatches(compound: Selector, element: ElementShape, elements: readonly ElementShape[]): boolean {
  return compound.every((component) => {
    switch (component.type) {
      case 'type':
        return element.tag === component.name.toLowerCase()
      case 'class':
        return element.classes.includes(component.name)
      case 'id':
        return element.id === component.name
      case 'attribute':
        return element.attributes.includes(component.name.toLowerCase())
      case 'pseudo-class':
        if (component.kind === 'is' || component.kind === 'where' || component.kind === 'any')
          return anyMayMatch(component.selectors as SelectorList, elements)
        return true
      default:
        return true
    }
  })
}

const anyMayMatch = (list: SelectorList, elements: readonly ElementShape[]) =>
  list.some((selector) => mayMatch(selector, elements))

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
