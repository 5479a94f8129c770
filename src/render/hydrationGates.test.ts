// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { gateBlockHydration, hydrationGate, openAllGates } from './hydrationGates'

/** An IntersectionObserver the test drives: `reach(element)` reports that element near the viewport. */
class FakeObserver {
  static current: FakeObserver | undefined
  observed = new Set<Element>()
  constructor(private readonly report: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    FakeObserver.current = this
  }
  observe(element: Element) {
    this.observed.add(element)
  }
  unobserve(element: Element) {
    this.observed.delete(element)
  }
  disconnect() {
    this.observed.clear()
  }
  reach(element: Element) {
    this.report([{ target: element, isIntersecting: true }])
  }
}

let idleQueue: (() => void)[] = []
const types = ['hero', 'featureGrid', 'faq', 'contactForm']

function page(): HTMLElement[] {
  document.body.innerHTML =
    '<div id="root"><main>' +
    types.map((type) => `<section data-section="${type}"><button>${type}</button></section>`).join('') +
    '</main></div>'
  return [...document.querySelectorAll<HTMLElement>('main > section')]
}

function pending(): number[] {
  return types.map((_, index) => index).filter((index) => hydrationGate(index))
}

function runIdle() {
  const queued = idleQueue
  idleQueue = []
  for (const run of queued) run()
}

beforeEach(() => {
  idleQueue = []
  Object.assign(window, {
    IntersectionObserver: FakeObserver,
    requestIdleCallback: (run: () => void) => idleQueue.push(run),
    cancelIdleCallback: () => (idleQueue = []),
  })
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
})

afterEach(() => openAllGates())

describe('gateBlockHydration', () => {
  it('holds every block until it nears the viewport, then only that one', async () => {
    const sections = page()
    gateBlockHydration(document, types)
    expect(pending()).toEqual([0, 1, 2, 3])
    FakeObserver.current!.reach(sections[2]!)
    expect(pending()).toEqual([0, 1, 3])
    // React reads an opened gate without suspending.
    const opened = (hydrationGate(0) as { status?: string }) ?? {}
    FakeObserver.current!.reach(sections[0]!)
    expect(opened.status).toBe('fulfilled')
    await expect(Promise.resolve(opened as PromiseLike<void>)).resolves.toBeUndefined()
  })

  it('opens every block at the first press, key or focus, so the control reached is live', () => {
    page()
    gateBlockHydration(document, types)
    document.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(pending()).toEqual([])
  })

  it('opens the rest one block per idle period after the load event, top to bottom', () => {
    const sections = page()
    gateBlockHydration(document, types)
    FakeObserver.current!.reach(sections[1]!)
    runIdle()
    expect(pending()).toEqual([0, 2, 3])
    window.dispatchEvent(new Event('load'))
    runIdle()
    expect(pending()).toEqual([2, 3])
    runIdle()
    expect(pending()).toEqual([3])
    runIdle()
    expect(pending()).toEqual([])
    expect(FakeObserver.current!.observed.size).toBe(0)
  })

  it('does not hold a block that rendered nothing, nor any block once the page has hydrated', () => {
    document.body.innerHTML = '<div id="root"><main><section data-section="faq"></section></main></div>'
    gateBlockHydration(document, ['newsArticle', 'faq'])
    expect(hydrationGate(0)).toBeUndefined()
    expect(hydrationGate(1)).toBeDefined()
    openAllGates()
    expect(hydrationGate(1)).toBeUndefined()
  })
})
