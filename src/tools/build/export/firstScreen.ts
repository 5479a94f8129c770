import { tags, type Tag } from './htmlElements'

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

/** Whether a start tag has the attribute `name`. */
const has = (tag: Tag, name: string) => tag.attributes.some(([attribute]) => attribute === name)

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
    if (tag.name === 'main' && mainDepth < 0) mainDepth = stack.length
    else if (mainDepth >= 0 && mainChildDepth < 0 && has(tag, 'data-section')) mainChildDepth = mainDepth + 1
    if (mainChildDepth >= 0 && tag.selfClosing && stack.length === mainChildDepth) return tag.end
    if (!tag.selfClosing) stack.push(tag.name)
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
    if (!tag.selfClosing) stack.push({ name: tag.name, closed: tag.name === 'details' && !has(tag, 'open') })
  }
  parts.push(skipping >= 0 ? '' : html.slice(copiedTo))
  return parts.join('')
}
