/** A layout defect found in one gallery block (or in the page outside every block). */
export interface LayoutProblem {
  section: string
  fixture: string
  kind: 'page overflow' | 'section overflow' | 'clipped text'
  /** The element at fault and its text, to find it in the section's component. */
  detail: string
}

/**
 * Runs in the page (`page.evaluate(findLayoutProblems)`, so it is self-contained) over every gallery block
 * (`[data-gallery-section]`) at the current viewport width, and answers:
 * - page overflow: the document is wider than the viewport though no block is (the gallery's own frame);
 * - section overflow: an element or its own text sticks out of its block sideways (an element only where its parent
 *   does not), unless a scroll container holds it (a carousel's native scroll row is meant to scroll);
 * - clipped text: an element's own text is cut: it overflows the element while `overflow` hides it (line clamps,
 *   `text-overflow`, fixed heights with hidden overflow), overflows a fixed height and spills out, or lies outside
 *   a hiding ancestor. Visually hidden text (`sr-only`, at most 1 px), text not rendered and line-clamped excerpts
 *   (which end in an ellipsis and whose full text is a link or a "read more" away) are skipped.
 * Sizes compare with 1 px of tolerance (sub-pixel layout); glyph boxes with 2 px (glyphs may pass a tight line box).
 */
export function findLayoutProblems(): LayoutProblem[] {
  const problems: LayoutProblem[] = []
  const hides = (value: string) => value === 'hidden' || value === 'clip'
  const scrolls = (value: string) => value === 'auto' || value === 'scroll'
  const describe = (element: Element) => {
    const name = element.tagName.toLowerCase()
    const className = typeof element.className === 'string' ? element.className.trim() : ''
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)
    return `<${name}${className ? ` class="${className.slice(0, 80)}"` : ''}> "${text}"`
  }
  const ownTextRects = (element: Element) =>
    [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '')
      .flatMap((node) => {
        const range = document.createRange()
        range.selectNodeContents(node)
        return [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0)
      })

  // `sr-only` and honeypot fields: an element of at most 1 px, or inside one, is not meant to be seen.
  const visuallyHidden = (element: Element, frame: Element) => {
    for (let up: Element | null = element; up && up !== frame; up = up.parentElement) {
      if (getComputedStyle(up).display === 'contents') continue
      const rect = up.getBoundingClientRect()
      if (rect.width <= 1 || rect.height <= 1) return true
    }
    return false
  }

  // A line clamp (`line-clamp-*`) is a deliberate excerpt: it ends in an ellipsis and its full text is a link or a
  // "read more" away (news and AI-news cards, the AI-news article before it is expanded).
  const clamped = (element: Element, frame: Element) => {
    for (let up: Element | null = element; up && up !== frame; up = up.parentElement)
      if (getComputedStyle(up).webkitLineClamp !== 'none') return true
    return false
  }

  const frames = [...document.querySelectorAll<HTMLElement>('[data-gallery-section]')]
  for (const frame of frames) {
    const report = (kind: LayoutProblem['kind'], element: Element) =>
      problems.push({
        section: frame.dataset.gallerySection!,
        fixture: frame.dataset.galleryFixture!,
        kind,
        detail: describe(element),
      })
    const box = frame.getBoundingClientRect()
    const sticksOut = (element: Element) => {
      const rect = element.getBoundingClientRect()
      return rect.width > 0 && (rect.right > box.right + 1 || rect.left < box.left - 1)
    }

    for (const element of frame.querySelectorAll('*')) {
      const style = getComputedStyle(element)
      if (style.display === 'none' || style.visibility === 'hidden' || visuallyHidden(element, frame)) continue

      // Section overflow: out of the block, not inside a scroll container, and its parent is not (the cause).
      let contained = false
      for (let up = element.parentElement; up && up !== frame; up = up.parentElement) {
        const upStyle = getComputedStyle(up)
        if (scrolls(upStyle.overflowX) || hides(upStyle.overflowX)) contained = true
      }
      const texts = ownTextRects(element)
      const textSticksOut =
        style.overflowX === 'visible' && texts.some((text) => text.right > box.right + 1 || text.left < box.left - 1)
      const parentSticksOut = element.parentElement !== frame && sticksOut(element.parentElement!)
      if (!contained && ((sticksOut(element) && !parentSticksOut) || textSticksOut)) report('section overflow', element)

      // Clipped text.
      if (texts.length === 0 || clamped(element, frame)) continue
      const block = style.display !== 'inline' && style.display !== 'contents'
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2
      const wider = element.scrollWidth > element.clientWidth + 1
      const taller = element.scrollHeight > element.clientHeight + 1
      // With visible overflow, a line that does not fit a fixed height spills out (more than a glyph's overhang).
      const spills = element.scrollHeight > element.clientHeight + lineHeight / 2
      if (
        block &&
        ((wider && (hides(style.overflowX) || style.textOverflow === 'ellipsis')) ||
          (taller && hides(style.overflowY)) ||
          spills)
      ) {
        report('clipped text', element)
        continue
      }
      for (let up = element.parentElement; up && up !== frame.parentElement; up = up.parentElement) {
        const upStyle = getComputedStyle(up)
        if (scrolls(upStyle.overflowX) || scrolls(upStyle.overflowY)) break
        if (!hides(upStyle.overflowX) && !hides(upStyle.overflowY)) continue
        const clip = up.getBoundingClientRect()
        const left = clip.left + up.clientLeft
        const top = clip.top + up.clientTop
        const outside = texts.some(
          (text) =>
            (hides(upStyle.overflowX) && (text.left < left - 2 || text.right > left + up.clientWidth + 2)) ||
            (hides(upStyle.overflowY) && (text.top < top - 2 || text.bottom > top + up.clientHeight + 2)),
        )
        if (outside) {
          report('clipped text', element)
          break
        }
      }
    }
  }

  const root = document.documentElement
  if (root.scrollWidth > root.clientWidth + 1 && !problems.some((problem) => problem.kind === 'section overflow'))
    problems.push({ section: '(gallery page)', fixture: '-', kind: 'page overflow', detail: describe(document.body) })
  return problems
}

/** A hand-made gallery block, for the checks' own tests: `html` framed as the gallery frames a section's fixture. */
export function probeBlock(fixture: string, html: string): string {
  return `<div data-gallery-section="probe" data-gallery-fixture="${fixture}">${html}</div>`
}

/** A word too wide for its heading's line: the word, its width on one line and the width of the line, in px. */
export interface TooWide {
  section: string
  fixture: string
  word: string
  wordWidth: number
  lineWidth: number
}

/**
 * In the browser: every word (split at spaces and after a hyphen, where a line may break) of every visible `h1`–`h3`
 * of each gallery block, laid out alone on one line (`white-space: nowrap`) inside the element holding it, so in
 * its font, size, weight, tracking and case, against the content width of the block box its line is laid in.
 */
export function findWordsTooWide(): TooWide[] {
  // First read (no change to the page, so no style or layout is recomputed while reading) …
  const texts: Array<{ frame: HTMLElement; holder: HTMLElement; line: HTMLElement; words: string[] }> = []
  for (const frame of document.querySelectorAll<HTMLElement>('[data-gallery-section]')) {
    for (const heading of frame.querySelectorAll<HTMLElement>('h1, h2, h3')) {
      if (!heading.checkVisibility({ visibilityProperty: true }) || heading.getBoundingClientRect().width <= 1) continue
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const holder = node.parentElement!
        if (!holder.checkVisibility({ visibilityProperty: true })) continue
        const words = (node.textContent ?? '')
          .replace(/\u00ad/g, '')
          .split(/[ \t\n\r\f]+|(?<=[-\u2010\u2013])/)
          .filter((word) => word.trim() !== '')
        texts.push({ frame, holder, line: lineBox(holder, heading), words })
      }
    }
  }
  // … then put every probe in place, and measure them all after one layout.
  const measured = texts.flatMap(({ frame, holder, line, words }) =>
    words.map((word) => {
      const probe = document.createElement('span')
      probe.textContent = word
      probe.style.cssText = 'position: absolute; visibility: hidden; white-space: nowrap; left: 0; top: 0'
      holder.append(probe)
      return { frame, word, probe, line }
    }),
  )
  const tooWide = measured.flatMap(({ frame, word, probe, line }) => {
    const wordWidth = probe.getBoundingClientRect().width
    const style = getComputedStyle(line)
    const lineWidth = line.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    if (wordWidth <= lineWidth + 0.5) return []
    const { gallerySection: section = '?', galleryFixture: fixture = '?' } = frame.dataset
    return [{ section, fixture, word, wordWidth: Math.round(wordWidth), lineWidth: Math.round(lineWidth) }]
  })
  for (const { probe } of measured) probe.remove()
  // One line per word, heading and width: a word repeated in one heading is reported once.
  return [...new Map(tooWide.map((found) => [JSON.stringify(found), found])).values()]

  /** The nearest block box at or above `element`, up to the heading: where the text's lines are laid out. */
  function lineBox(element: HTMLElement, heading: HTMLElement): HTMLElement {
    let box = element
    while (box !== heading && getComputedStyle(box).display.startsWith('inline') && box.parentElement)
      box = box.parentElement
    return box
  }
}
