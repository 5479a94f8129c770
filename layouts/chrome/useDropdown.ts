import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react'

/** Hover timing of the desktop dropdowns, as the spec sets it (milliseconds). */
export const MENU_DELAYS = { open: 200, skip: 300, close: 150 } as const

// Shared by every dropdown: while one is open, or within the skip delay after one closed,
// hovering another trigger opens it at once (moving along the menu bar feels instant).
let openMenus = 0
let lastCloseAt = Number.NEGATIVE_INFINITY

/** Counts a dropdown as closed, now. */
function noteClosed() {
  openMenus--
  lastCloseAt = performance.now()
}

/**
 * A WAI-ARIA disclosure that also opens on mouse hover (unless `hover` is false): the button toggles it (Enter/Space/click),
 * Escape closes it and returns focus to the button, moving focus out closes it.
 */
export function useDropdown({ hover = true }: { hover?: boolean } = {}) {
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  // Whether it is open, as the shared counters know it: set with the state, in the same event or timer, so the skip
  // delay runs from the moment the panel closes (an effect's cleanup runs a frame later under Preact, later still
  // when no frame comes).
  const shown = useRef(false)
  const change = (next: boolean) => {
    if (next === shown.current) return
    shown.current = next
    if (next) openMenus++
    else noteClosed()
    setOpen(next)
  }
  const clear = () => clearTimeout(timer.current)
  const close = () => {
    clear()
    change(false)
  }
  useEffect(
    () => () => {
      clear()
      if (shown.current) noteClosed()
    },
    [],
  )

  const rootProps = {
    onPointerEnter(event: PointerEvent) {
      if (!hover || event.pointerType !== 'mouse') return
      clear()
      const skip = openMenus > 0 || performance.now() - lastCloseAt < MENU_DELAYS.skip
      const delay = skip ? 0 : MENU_DELAYS.open
      timer.current = setTimeout(() => change(true), delay)
    },
    onPointerLeave(event: PointerEvent) {
      if (!hover || event.pointerType !== 'mouse') return
      clear()
      timer.current = setTimeout(() => change(false), MENU_DELAYS.close)
    },
    onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !open) return
      event.preventDefault()
      close()
      buttonRef.current?.focus()
    },
    onBlur(event: FocusEvent) {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close()
    },
  }
  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => {
      clear()
      change(!shown.current)
    },
  }
  const panelProps = { id: panelId, hidden: !open }
  return { open, close, rootProps, buttonProps, panelProps }
}
