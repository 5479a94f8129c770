/**
 * A fixed-window counter per client: at most `max` hits per `windowMs`. Memory is bounded: at most `maxClients`
 * windows are kept, the least recently seen dropped first (a Map keeps insertion order, so each call is O(1)).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>()

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxClients = 10_000,
  ) {}

  allow(client: string, now = Date.now()): boolean {
    const key = client.slice(0, 64)
    const window = this.windows.get(key)
    this.windows.delete(key)
    if (!window || now - window.start >= this.windowMs) {
      this.windows.set(key, { start: now, count: 1 })
      if (this.windows.size > this.maxClients) this.windows.delete(this.windows.keys().next().value!)
      return true
    }
    window.count++
    this.windows.set(key, window)
    return window.count <= this.max
  }

  retryAfterSeconds(client: string, now = Date.now()): number {
    const window = this.windows.get(client.slice(0, 64))
    return window ? Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000)) : 1
  }

  /** How many clients are remembered (for tests: it never grows past `maxClients`). */
  get size(): number {
    return this.windows.size
  }
}
