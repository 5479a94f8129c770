import { useEffect, useState } from 'react'

/** The label's height above the box: a block starting higher than this in the window has its label inside it. */
const LABEL_HEIGHT = 28

/**
 * A box drawn over a block's root element, following it as the page scrolls or resizes, with a label above it
 * (below its top edge when the block starts at the top of the window).
 */
export function Outline({ element, label, selected }: { element: HTMLElement; label?: string; selected?: boolean }) {
  const [box, setBox] = useState(() => element.getBoundingClientRect())
  useEffect(() => {
    const measure = () => setBox(element.getBoundingClientRect())
    measure()
    addEventListener('scroll', measure, { capture: true, passive: true })
    addEventListener('resize', measure)
    return () => {
      removeEventListener('scroll', measure, { capture: true })
      removeEventListener('resize', measure)
    }
  }, [element])
  return (
    <div
      className={['outline', selected && 'selected', box.top < LABEL_HEIGHT && 'low'].filter(Boolean).join(' ')}
      style={{ top: box.top, left: box.left, width: box.width, height: box.height }}
      aria-hidden="true"
    >
      {label && <span className="label">{label}</span>}
    </div>
  )
}
