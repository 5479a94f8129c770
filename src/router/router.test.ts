import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRouter, locationOf, type Match } from './router'

const match = (name: string) => ({ locale: 'pt-br', head: { meta: [{ title: name }], links: [] } }) as unknown as Match
const title = (state: { match: Match }) => (state.match.head.meta[0] as { title: string }).title

/** A browser's history and address bar, enough for the router. */
function fakeBrowser() {
  const pushed: string[] = []
  const popListeners = new Set<() => void>()
  const location = { href: 'https://site.example/pt-br', origin: 'https://site.example', assign: vi.fn() }
  const move = (url: string) => (location.href = new URL(url, location.href).href)
  vi.stubGlobal('location', location)
  vi.stubGlobal('history', {
    pushState: (_: unknown, __: string, url: string) => (pushed.push(url), move(url)),
    replaceState: (_: unknown, __: string, url: string) => (pushed.push(`replace ${url}`), move(url)),
  })
  vi.stubGlobal('window', {
    location,
    addEventListener: (_: string, listener: () => void) => popListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => popListeners.delete(listener),
  })
  return { pushed, location, back: (url: string) => (move(url), popListeners.forEach((listener) => listener())) }
}

/** A resolver whose answers the test releases one by one. */
function controlledResolve() {
  const pending = new Map<string, (value: Match | null) => void>()
  const asked: string[] = []
  const resolve = (pathname: string) =>
    new Promise<Match | null>((done) => {
      asked.push(pathname)
      pending.set(pathname, done)
    })
  return { resolve, asked, answer: (pathname: string, value: Match | null) => pending.get(pathname)!(value) }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('locationOf', () => {
  it('splits path, fragment and href, without a trailing slash', () => {
    expect(locationOf('/pt-br/contato/?a=1#form', 'https://x/')).toEqual({
      pathname: '/pt-br/contato',
      hash: 'form',
      href: '/pt-br/contato?a=1#form',
    })
    expect(locationOf('/', 'https://x/').pathname).toBe('/')
  })
})

describe('createRouter', () => {
  let browser: ReturnType<typeof fakeBrowser>
  beforeEach(() => (browser = fakeBrowser()))
  afterEach(() => vi.unstubAllGlobals())

  it('shows a page only once it is loaded, then pushes its address', async () => {
    const { resolve, answer } = controlledResolve()
    const router = createRouter(resolve)
    const loading = router.load('/pt-br')
    answer('/pt-br', match('home'))
    await loading
    const navigation = router.navigate('/pt-br/contato')
    await tick()
    expect([title(router.getState()), browser.pushed]).toEqual(['home', []])
    answer('/pt-br/contato', match('contact'))
    await navigation
    expect([title(router.getState()), browser.pushed]).toEqual(['contact', ['/pt-br/contato']])
  })

  it('lets the newest navigation win when an older one finishes later', async () => {
    const { resolve, answer } = controlledResolve()
    const router = createRouter(resolve)
    const first = router.load('/a')
    answer('/a', match('a'))
    await first
    const slow = router.navigate('/b')
    const fast = router.navigate('/c')
    answer('/c', match('c'))
    await fast
    answer('/b', match('b'))
    await slow
    expect([title(router.getState()), browser.pushed]).toEqual(['c', ['/c']])
  })

  it('loads a path once: a hover preload is what the click then shows', async () => {
    const { resolve, asked, answer } = controlledResolve()
    const router = createRouter(resolve)
    const first = router.load('/a')
    answer('/a', match('a'))
    await first
    router.preload('/b#team')
    router.preload('/b/')
    answer('/b', match('b'))
    await router.navigate('/b#team')
    expect([asked, title(router.getState()), router.getState().location.hash]).toEqual([['/a', '/b'], 'b', 'team'])
  })

  it('hands a path that is not a page, or that fails to load, to the browser', async () => {
    const router = createRouter(async (pathname) => {
      if (pathname === '/broken') throw new Error('offline')
      return pathname === '/cv.pdf' ? null : match(pathname)
    })
    await router.load('/a')
    await router.navigate('/cv.pdf')
    await router.navigate('/broken')
    expect(browser.location.assign.mock.calls).toEqual([['/cv.pdf'], ['/broken']])
    expect(title(router.getState())).toBe('/a')
  })

  it('follows back and forward, and a fragment of the same page without loading it again', async () => {
    const resolve = vi.fn(async (pathname: string) => match(pathname))
    const router = createRouter(resolve)
    await router.load('/a')
    const stop = router.listen()
    await router.navigate('/b')
    browser.back('/a')
    await tick()
    expect(title(router.getState())).toBe('/a')
    browser.back('/a#x')
    expect([router.getState().location.hash, resolve.mock.calls.length]).toEqual(['x', 2])
    stop()
  })

  it('tells who listens when a new location is on screen, and where it came from', async () => {
    const router = createRouter(async (pathname) => match(pathname))
    const events: string[] = []
    router.onRendered(({ from, to, pathChanged }) => events.push(`${from?.href} → ${to.href} ${pathChanged}`))
    await router.load('/a')
    router.rendered()
    await router.navigate('/b#x')
    router.rendered()
    router.rendered()
    expect(events).toEqual(['/a → /b#x true'])
  })
})
