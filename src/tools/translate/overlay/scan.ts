import { findMarks, unmarked, type MarkState } from '../markers'

/** A message on the page: in text (with the range it covers) or in an attribute (named, e.g. `alt`, `page title`). */
export interface PageMark {
  id: string
  state: MarkState
  /** The text as the visitor reads it. */
  text: string
  /** The range of a message in text; absent for one in an attribute. */
  range?: Range
  /**
   * Where a message outside the text shows: `alt`, `aria-label`, `title`, `placeholder`, `page title`,
   * `meta description`, `in the picture` (a word drawn inside an image).
   */
  attribute?: string
  /** The element of the page carrying that attribute (outlined and clickable); absent for the page title and metas. */
  element?: Element
}

const ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder', 'aria-description', 'data-picture-words']
/** How the overlay names where a message outside the text shows (the attribute's own name, else). */
const SHOWN_AS: Record<string, string> = { 'data-picture-words': 'in the picture' }
const NOT_TEXT = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'])

/** Every marked message of the document, `skip` (the overlay itself) excepted: in text first, in document order. */
export function scanMarks(document: Document, skip: Element): PageMark[] {
  return [...textMarks(document, skip), ...attributeMarks(document, skip)]
}

function textMarks(document: Document, skip: Element): PageMark[] {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      skip.contains(node) || NOT_TEXT.has(node.parentElement?.tagName ?? '')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  })
  const nodes: Text[] = []
  const starts: number[] = []
  let text = ''
  while (walker.nextNode()) {
    const node = walker.currentNode as Text
    nodes.push(node)
    starts.push(text.length)
    text += node.data
  }
  // The text node holding the character at `offset` of the whole text, and the offset inside it.
  const at = (offset: number): [Text, number] => {
    let low = 0
    let high = nodes.length - 1
    while (low < high) {
      const middle = Math.ceil((low + high) / 2)
      if (starts[middle]! <= offset) low = middle
      else high = middle - 1
    }
    return [nodes[low]!, offset - starts[low]!]
  }
  return findMarks(text).map(({ id, state, start, end }) => {
    const range = document.createRange()
    range.setStart(...at(start))
    range.setEnd(...at(end))
    return { id, state, text: unmarked(text.slice(start, end)), range }
  })
}

function attributeMarks(document: Document, skip: Element): PageMark[] {
  const found: PageMark[] = []
  const add = (value: string | null, attribute: string, element?: Element) => {
    for (const { id, state, start, end } of findMarks(value ?? ''))
      found.push({ id, state, text: unmarked(value!.slice(start, end)), attribute, ...(element ? { element } : {}) })
  }
  add(document.title, 'page title')
  for (const meta of document.head.querySelectorAll('meta[content]'))
    add(meta.getAttribute('content'), meta.getAttribute('name') ?? meta.getAttribute('property') ?? 'meta')
  for (const element of document.body.querySelectorAll(ATTRIBUTES.map((name) => `[${name}]`).join(','))) {
    if (skip.contains(element)) continue
    for (const name of ATTRIBUTES) add(element.getAttribute(name), SHOWN_AS[name] ?? name, element)
  }
  return found
}

/**
 * The message under the point (client coordinates), if any: the innermost one in text, else one in an attribute of
 * the smallest element under the point that carries one (an image's `alt`, a button's `aria-label`).
 */
export function markAt(marks: PageMark[], x: number, y: number): PageMark | undefined {
  return textMarkAt(marks, x, y) ?? attributeMarkAt(marks, x, y)
}

const inside = (rect: DOMRect, x: number, y: number) =>
  rect.width > 0 && rect.height > 0 && x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom

function attributeMarkAt(marks: PageMark[], x: number, y: number): PageMark | undefined {
  let best: { mark: PageMark; area: number } | undefined
  for (const mark of marks) {
    const rect = mark.element?.getBoundingClientRect()
    if (!rect || !inside(rect, x, y)) continue
    const area = rect.width * rect.height
    if (!best || area < best.area) best = { mark, area }
  }
  return best?.mark
}

function textMarkAt(marks: PageMark[], x: number, y: number): PageMark | undefined {
  let best: PageMark | undefined
  for (const mark of marks) {
    if (!mark.range || (best && mark.text.length >= best.text.length)) continue
    for (const rect of mark.range.getClientRects())
      if (x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom) {
        best = mark
        break
      }
  }
  return best
}
