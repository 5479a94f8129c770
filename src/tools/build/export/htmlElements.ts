/** What a CSS selector can see of one element of a page: its tag, classes, id and attribute names. */
export interface ElementShape {
  /** Lower case (CSS type selectors match HTML tags case-insensitively). */
  tag: string
  classes: readonly string[]
  id?: string
  /** Lower case attribute names; values are left out: a script may change them without a re-render. */
  attributes: readonly string[]
  /** The values of the attributes `htmlElements` was asked for (`withValues`), as the HTML has them. */
  values?: Readonly<Record<string, string>>
}

// Comments and the raw text of script, style, textarea and title elements hold no elements (a JSON data block may
// quote markup); their own start and end tags stay.
const TOKEN =
  /<!--[\s\S]*?-->|<(script|style|textarea|title)\b((?:[^>"']|"[^"]*"|'[^']*')*)>[\s\S]*?<\/\1\s*>|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/gi
/** The elements that have no end tag. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])
const ATTRIBUTE = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
const ENTITY = /&(?:#x([0-9a-f]+)|#(\d+)|(amp|quot|apos|lt|gt));/gi
const NAMED: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }

/**
 * The distinct element shapes of an HTML document, as the page's CSS pruning (`pageCss`) matches selectors against
 * them. The build's pages are React's output (well-formed, quoted attributes), so their start tags are scanned
 * rather than parsed into a DOM; an odd tag could only add shapes, which keeps more CSS, never less. Each shape
 * keeps the values of the attributes named in `withValues`.
 */
export function htmlElements(html: string, withValues: ReadonlySet<string> = new Set()): ElementShape[] {
  const shapes = new Map<string, ElementShape>()
  for (const { tag, attributes: all } of startTags(html)) {
    const classes = new Set<string>()
    const attributes = new Set<string>()
    const values: Record<string, string> = {}
    let id: string | undefined
    for (const [attribute, value] of all) {
      attributes.add(attribute)
      if (attribute === 'class') for (const name of value.split(/\s+/)) if (name) classes.add(name)
      if (attribute === 'id' && value) id = value
      if (withValues.has(attribute)) values[attribute] = value
    }
    const shape: ElementShape = {
      tag,
      classes: [...classes].sort(),
      ...(id === undefined ? {} : { id }),
      attributes: [...attributes].sort(),
      ...(Object.keys(values).length === 0 ? {} : { values }),
    }
    shapes.set(JSON.stringify(shape), shape)
  }
  return [...shapes.values()]
}

/** The text of the page's `style` attributes: the CSS they hold may read the sheet's custom properties. */
export function styleAttributes(html: string): string[] {
  return startTags(html).flatMap(({ attributes }) => attributes.filter(([name]) => name === 'style').map(([, v]) => v))
}

/** A start or end tag of a page, where it stands in the page's text. */
export interface Tag {
  /** Lower case. */
  name: string
  start: number
  end: number
  closing: boolean
  /** A start tag of an element with no end tag (`<img>`, `<path … />`). */
  selfClosing: boolean
  /** A start tag's attributes: lower-case names, decoded values. */
  attributes: Array<[string, string]>
}

/**
 * The start and end tags of a page's markup, in order. The build's pages are React's output (well-formed, quoted
 * attributes), so tags are scanned rather than parsed into a DOM.
 */
export function* tags(html: string): Generator<Tag> {
  for (const match of html.matchAll(TOKEN)) {
    const [text, raw, rawAttributes, closing, opening, attributes] = match
    const start = match.index
    const end = start + text.length
    if (raw) {
      // An element of raw text: its start and end tags, nothing between them.
      const name = raw.toLowerCase()
      const startEnd = start + raw.length + rawAttributes!.length + 2
      yield { name, start, end: startEnd, closing: false, selfClosing: false, attributes: attributesOf(rawAttributes!) }
      yield { name, start: start + text.lastIndexOf('</'), end, closing: true, selfClosing: false, attributes: [] }
    } else if (closing)
      yield { name: closing.toLowerCase(), start, end, closing: true, selfClosing: false, attributes: [] }
    else if (opening) {
      const name = opening.toLowerCase()
      const selfClosing = VOID.has(name) || /\/\s*$/.test(attributes!)
      yield { name, start, end, closing: false, selfClosing, attributes: attributesOf(attributes!) }
    }
  }
}

/** Each start tag of the document's markup: its lower-case name and attributes (lower-case names, decoded values). */
function startTags(html: string): Array<{ tag: string; attributes: Array<[string, string]> }> {
  return Array.from(tags(html))
    .filter((tag) => !tag.closing)
    .map(({ name, attributes }) => ({ tag: name, attributes }))
}

/** The attributes of a start tag's text after its name. */
function attributesOf(text: string): Array<[string, string]> {
  return Array.from(text.matchAll(ATTRIBUTE), ([, name, ...values]): [string, string] => [
    name!.toLowerCase(),
    decodeEntities(values.find((value) => value !== undefined) ?? ''),
  ])
}

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (entity, hex?: string, decimal?: string, name?: string) => {
    if (hex) return String.fromCodePoint(parseInt(hex, 16))
    if (decimal) return String.fromCodePoint(parseInt(decimal, 10))
    return NAMED[name!.toLowerCase()] ?? entity
  })
}
