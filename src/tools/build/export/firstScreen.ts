/**
 * The first screen of a prerendered page: what the browser paints before the page's whole stylesheet arrives.
 *
 * `firstPaintHtml` inlines only the CSS this part uses and links the whole sheet at `fold`: the browser paints what
 * comes before a stylesheet link in the body at once, and parses nothing after it (nor runs a script) until the
 * sheet has loaded, so what follows never shows unstyled (issue #39: the first response within one round trip).
 */
export interface FirstScreen {
  /**
   * Where the whole stylesheet is linked: after the block (the outermost element in `<main>` around the first
   * `data-section` root), else at the end of `<main>`, else before `</body>`; undefined when the page has none.
   */
  fold: number | undefined
  /**
   * The markup before `fold`, without what a closed `<details>` holds after its `<summary>`: hidden until opened,
   * and so painted only after the whole sheet, which by then has long arrived (the browser requests it while it
   * parses the first screen).
   */
  html: string
}

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
// Comments and the raw text of script, style, textarea and title hold no elements; the tags themselves do.
const TOKEN =
  /<!--[\s\S]*?-->|<(script|style|textarea|title)\b(?:[^>"']|"[^"]*"|'[^']*')*>[\s\S]*?<\/\1\s*>|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g

interface Tag {
  name: string
  /** Where the tag starts and ends in the page. */
  start: number
  end: number
  closing: boolean
  attributes: string
}

/** The page's start and end tags in order (React's output: well-formed, quoted attributes), raw text skipped. */
function* tags(html: string): Generator<Tag> {
  for (const match of html.matchAll(TOKEN)) {
    const [text, raw, closing, opening, attributes] = match
    const start = match.index
    if (raw) {
      // Its start and end tags, for the element stack; nothing between them is markup.
      yield { name: raw.toLowerCase(), start, end: start, closing: false, attributes: '' }
      yield {
        name: raw.toLowerCase(),
        start: start + text.length,
        end: start + text.length,
        closing: true,
        attributes: '',
      }
    } else if (closing)
      yield { name: closing.toLowerCase(), start, end: start + text.length, closing: true, attributes: '' }
    else if (opening)
      yield { name: opening.toLowerCase(), start, end: start + text.length, closing: false, attributes: attributes! }
  }
}

const hasAttribute = (attributes: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}(?:\\s*=|\\s|/|$)`, 'i').test(attributes)

/** The first screen of `html` (see `FirstScreen`). */
export function firstScreen(html: string): FirstScreen {
  const fold = foldOf(html)
  const screen = html.slice(0, fold ?? html.length)
  return { fold, html: withoutClosedDetails(screen) }
}

/** See `FirstScreen.fold`. */
function foldOf(html: string): number | undefined {
  const stack: string[] = []
  let mainDepth = -1
  let mainChildDepth = -1
  for (const tag of tags(html)) {
    if (tag.closing) {
      const at = stack.lastIndexOf(tag.name)
      if (at < 0) continue
      stack.length = at
      if (tag.name === 'main' && at === mainDepth) return tag.start
      if (mainChildDepth >= 0 && at === mainChildDepth) return tag.end
      if (tag.name === 'body') return tag.start
      continue
    }
    const selfClosing = VOID.has(tag.name) || /\/\s*$/.test(tag.attributes)
    if (tag.name === 'main' && mainDepth < 0) mainDepth = stack.length
    else if (mainDepth >= 0 && mainChildDepth < 0 && hasAttribute(tag.attributes, 'data-section'))
      mainChildDepth = mainDepth + 1
    if (mainChildDepth >= 0 && selfClosing && stack.length === mainChildDepth) return tag.end
    if (!selfClosing) stack.push(tag.name)
  }
  return undefined
}

/** `html` without the content of its closed `<details>` elements after their `<summary>`. */
function withoutClosedDetails(html: string): string {
  const parts: string[] = []
  let copiedTo = 0
  /** The depth of the `<details>` being left out (its element stack length when it opened), or -1. */
  let skipping = -1
  const stack: Array<{ name: string; closed: boolean }> = []
  for (const tag of tags(html)) {
    if (tag.closing) {
      const at = stack.map((open) => open.name).lastIndexOf(tag.name)
      if (at < 0) continue
      const element = stack[at]!
      stack.length = at
      if (skipping < 0 && element.name === 'summary' && stack.at(-1)?.closed) {
        // Everything from here to the end tag of its <details> is left out.
        parts.push(html.slice(copiedTo, tag.end))
        skipping = stack.length - 1
      } else if (skipping >= 0 && at === skipping) {
        copiedTo = tag.start
        skipping = -1
      }
      continue
    }
    if (!VOID.has(tag.name) && !/\/\s*$/.test(tag.attributes))
      stack.push({ name: tag.name, closed: tag.name === 'details' && !hasAttribute(tag.attributes, 'open') })
  }
  parts.push(skipping >= 0 ? '' : html.slice(copiedTo))
  return parts.join('')
}
