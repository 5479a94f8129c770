/** A fixed-window counter per client: at most `max` hits per `windowMs`. */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>()

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  allow(client: string, now = Date.now()): boolean {
    if (this.windows.size > 10_000) this.prune(now)
    const window = this.windows.get(client)
    if (!window || now - window.start >= this.windowMs) {
      this.windows.set(client, { start: now, count: 1 })
      return true
    }
    window.count++
    return window.count <= this.max
  }

  retryAfterSeconds(client: string, now = Date.now()): number {
    const window = this.windows.get(client)
    return window ? Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000)) : 1
  }

  private prune(now: number) {
    for (const [client, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(client)
  }
}
