import { useEffect, useState, useSyncExternalStore } from 'react'

/** The spec's counter: 1 percent every 10 ms, from 0 to 100, then it stops. */
export const PROGRESS_TICK_MS = 10
export const PROGRESS_STEP = 1
export const PROGRESS_MAX = 100

/** The counter's value `elapsedMs` after it started (clock-based, so a late timer never slows it down). */
export function progressAt(elapsedMs: number): number {
  return Math.min(PROGRESS_MAX, Math.max(0, Math.floor(elapsedMs / PROGRESS_TICK_MS) * PROGRESS_STEP))
}

/**
 * Counts from 0 to 100 once the page runs in the browser. The server (and the first client render) say 100, so the
 * prerendered HTML shows a full bar (nothing would fill it without JavaScript) and hydration agrees; the first tick
 * then restarts the count from 0. Visitors who prefer reduced motion keep 100.
 */
export function useCountUp(): number {
  const [value, setValue] = useState(PROGRESS_MAX)
  const reducedMotion = useSyncExternalStore(onMotionPreferenceChange, prefersReducedMotion, () => false)
  useEffect(() => {
    if (reducedMotion) return
    const start = performance.now()
    const timer = setInterval(() => {
      const next = progressAt(performance.now() - start)
      setValue(next)
      if (next >= PROGRESS_MAX) clearInterval(timer)
    }, PROGRESS_TICK_MS)
    return () => clearInterval(timer)
  }, [reducedMotion])
  return reducedMotion ? PROGRESS_MAX : value
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION).matches
}

function onMotionPreferenceChange(notify: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', notify)
  return () => query.removeEventListener('change', notify)
}
