import { blockElements } from './blockElements'

/**
 * A promise in the form React's `use` reads without suspending once it is settled (`status`, `value`).
 */
interface Gate extends PromiseLike<void> {
  /** Set by React to `pending` while it waits, by `open` to `fulfilled`. */
  status?: string
  value?: void
  open(): void
}

/** The gates of the prerendered page's blocks while it hydrates, by block index; none once it has. */
let gates: Map<number, Gate> | undefined

/** What opens the remaining gates at once: the visitor reaching for the page. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const

/** How far below the viewport a block starts hydrating, so it is ready when it scrolls in. */
const AHEAD = '0px 0px 50% 0px'

/**
 * Hydrates the prerendered page block by block instead of all at once: a block hydrates when it nears the viewport,
 * when the visitor first presses, touches, types or focuses anything, or else when the browser is idle, one block
 * per idle period, top to bottom. Until then React leaves its server HTML in place (complete and working without
 * JavaScript), so no task hydrates the whole page. Called by the browser entry before `hydrateRoot`, with the types of
 * the page's blocks in order; `<Blocks>` waits on each block's gate (`useHydrationGate`).
 */
export function gateBlockHydration(document: Document, types: readonly string[]): void {
  const view = document.defaultView
  if (!view || !('IntersectionObserver' in view)) return
  const elements = blockElements(document, types)
  const pending = new Map<number, Gate>()
  gates = pending
  const observer = new view.IntersectionObserver(
    (entries) => {
      for (const entry of entries)
        if (entry.isIntersecting) pending.get(elements.indexOf(entry.target as HTMLElement))?.open()
    },
    { rootMargin: AHEAD },
  )
  // A block that rendered nothing has no server HTML to keep: it gets no gate.
  elements.forEach((element, index) => {
    if (!element) return
    pending.set(
      index,
      createGate(() => {
        pending.delete(index)
        observer.unobserve(element)
        if (pending.size === 0) stop()
      }),
    )
    observer.observe(element)
  })
  const openAll = () => openAllGates()
  for (const type of INTERACTIONS) document.addEventListener(type, openAll, { capture: true, passive: true })
  const idle = view.requestIdleCallback?.bind(view) ?? ((run: () => void) => view.setTimeout(run, 200))
  let idleId = 0
  const openNextWhenIdle = () => {
    idleId = idle(() => {
      const [first] = [...pending.keys()].sort((a, b) => a - b)
      if (first === undefined) return
      pending.get(first)!.open()
      openNextWhenIdle()
    }) as number
  }
  // Idle openings start after the load event, so they never compete with the page's own loading.
  if (document.readyState === 'complete') openNextWhenIdle()
  else view.addEventListener('load', openNextWhenIdle, { once: true })
  function stop() {
    observer.disconnect()
    for (const type of INTERACTIONS) document.removeEventListener(type, openAll, { capture: true })
    view!.removeEventListener('load', openNextWhenIdle)
    view!.cancelIdleCallback?.(idleId)
    if (gates === pending) gates = undefined
  }
  if (pending.size === 0) stop()
}

/** Opens every block's gate: the page hydrates completely (before a client-side navigation, for one). */
export function openAllGates(): void {
  if (!gates) return
  for (const gate of [...gates.values()]) gate.open()
}

/**
 * The gate a block waits on while the prerendered page hydrates, or undefined when it may render now (on the
 * server, after the page has hydrated, and for every page a client-side navigation shows).
 */
export function hydrationGate(index: number): PromiseLike<void> | undefined {
  return gates?.get(index)
}

function createGate(onOpen: () => void): Gate {
  let resolve!: () => void
  let opened = false
  const promise = new Promise<void>((settle) => (resolve = settle))
  const gate: Gate = {
    then: (onFulfilled, onRejected) => promise.then(onFulfilled, onRejected),
    open() {
      if (opened) return
      opened = true
      gate.status = 'fulfilled'
      gate.value = undefined
      resolve()
      onOpen()
    },
  }
  return gate
}
