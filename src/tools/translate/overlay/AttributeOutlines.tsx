import { useEffect, useState } from 'react'
import type { PageMark } from './scan'

/**
 * An outline and a badge (`alt`, `aria-label`…) over each element of the page carrying a marked message in an
 * attribute, coloured by the state of its first one. Drawn in the overlay, never on the page's own elements, and
 * transparent to the pointer: a click there reaches the overlay's click handler, which opens that message's editor.
 * Redrawn when the page scrolls or resizes.
 */
export function AttributeOutlines({ marks }: { marks: PageMark[] }) {
  const [, redraw] = useState(0)
  useEffect(() => {
    const update = () => redraw((count) => count + 1)
    window.addEventListener('scroll', update, { passive: true, capture: true })
    window.addEventListener('resize', update, { passive: true })
    return () => {
      window.removeEventListener('scroll', update, { capture: true })
      window.removeEventListener('resize', update)
    }
  }, [])
  const byElement = new Map<Element, PageMark[]>()
  for (const mark of marks)
    if (mark.element) byElement.set(mark.element, [...(byElement.get(mark.element) ?? []), mark])
  return (
    <>
      {[...byElement].map(([element, carried], index) => {
        const rect = element.getBoundingClientRect()
        if (rect.width === 0 || rect.height === 0) return null
        // Each place named once: a picture carries many words, all `in the picture`.
        const places = [...new Set(carried.map((mark) => mark.attribute))]
        return (
          <div
            // One box per element, in page order; a box holds no state, so its place is its key.
            key={index}
            className={`tr-outline tr-outline-${carried[0]!.state}`}
            data-translate-attribute={places.join(' ')}
            style={{ left: rect.left, top: rect.top, width: rect.width, height: rect.height }}
          >
            <span className="tr-badge">{places.join(' · ')}</span>
          </div>
        )
      })}
    </>
  )
}
