import type { MarkState } from '../markers'
import type { PageMark } from './scan'

const NAMES: Record<MarkState, string> = {
  translated: 'translate-translated',
  missing: 'translate-missing',
  fuzzy: 'translate-fuzzy',
}
const HOVERED = 'translate-hovered'

/**
 * Paints the messages in text through the CSS Custom Highlight API (styled in `styles.ts`): nothing is added to
 * the DOM React renders, so hydration and re-renders are untouched. `marks` empty clears them.
 */
export function paintMarks(marks: PageMark[], hovered: PageMark | undefined): void {
  for (const [state, name] of Object.entries(NAMES)) {
    const ranges = marks.filter((mark) => mark.state === state && mark.range).map((mark) => mark.range!)
    CSS.highlights.set(name, new Highlight(...ranges))
  }
  CSS.highlights.set(HOVERED, new Highlight(...(hovered?.range ? [hovered.range] : [])))
}
