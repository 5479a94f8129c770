import { isIPv6 } from 'node:net'

interface Window {
  start: number
  count: number
}

/**
 * A fixed-window counter per client (see `clientKey`): at most `max` hits per `windowMs`. Memory is bounded: at most
 * `maxClients` windows are kept. Room for a new client is made by forgetting the least recently seen client still
 * within its limit; a client over its limit is remembered until its window ends, however many others come (else a
 * flood from other addresses would lift its limit). When every remembered client is over its limit, new clients are
 * refused until the first window ends. Each call is O(1), but for one pass over the limited clients, at most once per
 * window end, while there is no other room.
 */
export class RateLimiter {
  /** Windows at or under their limit, the least recently seen first. */
  private readonly open = new Map<string, Window>()
  /** Windows over their limit, until they end. */
  private readonly limited = new Map<string, Window>()
  /** While only limited windows are kept: when the first of them ends. */
  private fullUntil = 0

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxClients = 10_000,
  ) {}

  allow(client: string, now = Date.now()): boolean {
    const key = clientKey(client)
    let window = this.current(key, now)
    if (!window) {
      if (this.size >= this.maxClients && !this.makeRoom(now)) return false
      window = { start: now, count: 0 }
    }
    window.count++
    this.open.delete(key)
    if (window.count > this.max) this.limited.set(key, window)
    else this.open.set(key, window)
    return window.count <= this.max
  }

  /** Seconds until `client` may post again (at least 1). */
  retryAfterSeconds(client: string, now = Date.now()): number {
    const window = this.current(clientKey(client), now)
    const end = window ? window.start + this.windowMs : this.fullUntil
    return Math.max(1, Math.ceil((end - now) / 1000))
  }

  /** How many clients are remembered (for tests: it never grows past `maxClients`). */
  get size(): number {
    return this.open.size + this.limited.size
  }

  /** The window of `key` that has not ended yet; an ended one is forgotten. */
  private current(key: string, now: number): Window | undefined {
    const window = this.open.get(key) ?? this.limited.get(key)
    if (!window || now - window.start < this.windowMs) return window
    this.open.delete(key)
    this.limited.delete(key)
    return undefined
  }

  /** Forgets a client within its limit, or every limited client whose window has ended; false when there is none. */
  private makeRoom(now: number): boolean {
    const oldest = this.open.keys().next()
    if (!oldest.done) return this.open.delete(oldest.value)
    if (now < this.fullUntil) return false
    let firstEnd = Infinity
    for (const [key, window] of this.limited) {
      const end = window.start + this.windowMs
      if (end <= now) this.limited.delete(key)
      else firstEnd = Math.min(firstEnd, end)
    }
    this.fullUntil = firstEnd
    return this.size < this.maxClients
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
