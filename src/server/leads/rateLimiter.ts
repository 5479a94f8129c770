import { isIPv6 } from 'node:net'

interface Window {
  key: string
  start: number
  count: number
  /** The list it is in (open or limited), and its neighbours there. */
  list?: WindowList
  previous?: Window
  next?: Window
}

/**
 * A fixed-window counter per client (see `clientKey`): at most `max` hits per `windowMs`. Memory is bounded: at most
 * `maxClients` clients and `maxClients` blocks are kept. Room for a new client is made by forgetting the least
 * recently seen client still within its limit; a client over its limit is remembered until its window ends, however
 * many others come (else a flood from other addresses would lift its limit). While every remembered client is over
 * its limit (a flood from many addresses), a new client is still admitted, counted with its block (`blockKey`: its
 * /24, IPv6 /48), which has one limit: the flood's own blocks stay limited as a whole. Room for a new block is made
 * by forgetting the least recently seen block within its limit, else the block limited longest ago (so a new block
 * is always admitted; only a flood from more than `maxClients` blocks can lift a block's limit early). Each call is
 * O(1), but for one pass over the limited clients at most once per window end.
 */
export class RateLimiter {
  private readonly clients: Windows
  private readonly blocks: Windows

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    maxClients = 10_000,
  ) {
    this.clients = new Windows(maxClients, windowMs)
    this.blocks = new Windows(maxClients, windowMs)
  }

  allow(client: string, now = Date.now()): boolean {
    const key = clientKey(client)
    if (this.clients.current(key, now)) return this.clients.hit(key, now, this.max)
    const block = blockKey(key)
    if (!this.blocks.current(block, now)) {
      if (this.clients.makeRoom(now)) return this.clients.hit(key, now, this.max)
      if (!this.blocks.makeRoom(now)) this.blocks.forgetLongestLimited()
    }
    return this.blocks.hit(block, now, this.max)
  }

  /** Seconds until `client` may post again (at least 1). */
  retryAfterSeconds(client: string, now = Date.now()): number {
    const key = clientKey(client)
    const window = this.clients.current(key, now) ?? this.blocks.current(blockKey(key), now)
    return Math.max(1, Math.ceil(((window ? window.start + this.windowMs : now) - now) / 1000))
  }

  /** How many clients and blocks are remembered (for tests: it never grows past twice `maxClients`). */
  get size(): number {
    return this.clients.size + this.blocks.size
  }
}

/** Fixed windows by key, at most `capacity` of them. */
class Windows {
  private readonly byKey = new Map<string, Window>()
  /** Windows at or under their limit, the least recently seen first. */
  private readonly open = new WindowList()
  /** Windows over their limit, until they end, the first limited first. */
  private readonly limited = new WindowList()
  /** While only limited windows are kept: when the first of them ends. */
  private fullUntil = 0

  constructor(
    private readonly capacity: number,
    private readonly windowMs: number,
  ) {}

  get size(): number {
    return this.byKey.size
  }

  /** The window of `key` that has not ended yet; an ended one is forgotten. */
  current(key: string, now: number): Window | undefined {
    const window = this.byKey.get(key)
    if (!window || now - window.start < this.windowMs) return window
    this.forget(window)
    return undefined
  }

  /** Counts a hit of `key` (a new window if it has none: call `makeRoom` first); whether it is within `max`. */
  hit(key: string, now: number, max: number): boolean {
    let window = this.current(key, now)
    if (!window) {
      window = { key, start: now, count: 0 }
      this.byKey.set(key, window)
    } else if (window.count <= max) this.open.remove(window)
    window.count++
    if (window.count <= max) this.open.push(window)
    else if (window.count === max + 1) this.limited.push(window)
    return window.count <= max
  }

  /** Room for one more window: forgets a window within its limit, or every limited one that has ended. */
  makeRoom(now: number): boolean {
    if (this.size < this.capacity) return true
    if (this.open.first) return this.forget(this.open.first)
    if (now < this.fullUntil) return false
    let firstEnd = Infinity
    for (let window = this.limited.first; window;) {
      const next = window.next
      const end = window.start + this.windowMs
      if (end <= now) this.forget(window)
      else firstEnd = Math.min(firstEnd, end)
      window = next
    }
    this.fullUntil = firstEnd
    return this.size < this.capacity
  }

  /** Forgets the window limited longest ago. */
  forgetLongestLimited(): void {
    if (this.limited.first) this.forget(this.limited.first)
  }

  private forget(window: Window): true {
    this.byKey.delete(window.key)
    window.list?.remove(window)
    return true
  }
}

/**
 * Windows in order, each added, removed and the first read in O(1). (A Map's first key is not: V8 walks over the
 * entries deleted before it, so forgetting the oldest of 10,000 clients took about 0.1 ms a call.)
 */
class WindowList {
  first: Window | undefined
  private last: Window | undefined

  push(window: Window): void {
    window.list = this
    window.previous = this.last
    window.next = undefined
    if (this.last) this.last.next = window
    else this.first = window
    this.last = window
  }

  remove(window: Window): void {
    if (window.list !== this) return
    window.list = undefined
    if (window.previous) window.previous.next = window.next
    else this.first = window.next
    if (window.next) window.next.previous = window.previous
    else this.last = window.previous
    window.previous = window.next = undefined
  }
}

/**
 * Whom a rate limit counts: an IPv4 address as it is (`::ffff:203.0.113.7`, the same client seen over IPv6, too);
 * an IPv6 address by its /64, the block one subscriber gets (`2001:db8:1:2::/64`): each of its 2^64 addresses is
 * that one client. Anything else (no address known) as it is, cut to 64 characters.
 */
export function clientKey(address: string): string {
  if (!isIPv6(address)) return address.slice(0, 64)
  const groups = ipv6Groups(address.split('%')[0]!)
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.')
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/**
 * The block a client key belongs to, counted as one client while the limiter is full: an IPv4 address's /24
 * (`203.0.113.0/24`), an IPv6 /64's /48 (`2001:db8:1::/48`, a site's allocation). Anything else as it is.
 */
export function blockKey(key: string): string {
  const ipv4 = /^(\d+\.\d+\.\d+)\.\d+$/.exec(key)
  if (ipv4) return `${ipv4[1]}.0/24`
  const ipv6 = /^([0-9a-f]+:[0-9a-f]+:[0-9a-f]+):[0-9a-f]+::\/64$/.exec(key)
  return ipv6 ? `${ipv6[1]}::/48` : key
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail read as two groups). */
function ipv6Groups(address: string): number[] {
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)]
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number)
          return [(a << 8) | b, (c << 8) | d]
        })
  const [head = '', tail] = address.split('::')
  const left = parse(head)
  const right = tail === undefined ? [] : parse(tail)
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
}
