import { describe, expect, it } from 'vitest'
import { clientKey, RateLimiter } from './rateLimiter'

/** Hits `limiter` `times` times as `client` at `now`; the answers. */
const hit = (limiter: RateLimiter, client: string, times: number, now = 0) =>
  Array.from({ length: times }, () => limiter.allow(client, now))

describe('clientKey', () => {
  it('keys an IPv6 address by its /64 and an IPv4-mapped one as IPv4', () => {
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:0DB8:0001:0002:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64')
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(clientKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64')
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('::FFFF:cb00:7107')).toBe('203.0.113.7')
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('unknown')).toBe('unknown')
  })
})

describe('RateLimiter', () => {
  it('counts a whole IPv6 /64 as one client (regression: each of its 2^64 addresses had its own limit)', () => {
    const limiter = new RateLimiter(2, 60_000)
    expect([
      limiter.allow('2001:db8:1:2::1', 0),
      limiter.allow('2001:db8:1:2:abcd::9', 0),
      limiter.allow('2001:db8:1:2::ffff', 0),
    ]).toEqual([true, true, false])
    expect(limiter.allow('2001:db8:1:3::1', 0)).toBe(true)
    expect(hit(limiter, '::ffff:198.51.100.1', 2)).toEqual([true, true])
    expect(limiter.allow('198.51.100.1', 0)).toBe(false)
  })

  it('does not forget a limited client however many others come (regression: forgotten after 10,000 others)', () => {
    const limiter = new RateLimiter(3, 60_000, 100)
    expect(hit(limiter, '203.0.113.7', 4)).toEqual([true, true, true, false])
    for (let index = 0; index < 5_000; index++) limiter.allow(`10.0.${index >> 8}.${index & 255}`, 1)
    expect(limiter.size).toBeLessThanOrEqual(100)
    expect(limiter.allow('203.0.113.7', 2)).toBe(false)
    expect(limiter.allow('203.0.113.7', 60_000)).toBe(true)
  })

  it('refuses new clients while it is full of limited ones, until their windows end', () => {
    const limiter = new RateLimiter(1, 60_000, 10)
    for (let index = 0; index < 10; index++) expect(hit(limiter, `10.0.0.${index}`, 2)).toEqual([true, false])
    expect(limiter.allow('192.0.2.1', 1_000)).toBe(false)
    expect(limiter.retryAfterSeconds('192.0.2.1', 1_000)).toBe(59)
    expect(limiter.allow('10.0.0.3', 1_000)).toBe(false)
    expect(limiter.allow('192.0.2.1', 60_000)).toBe(true)
    expect(limiter.size).toBeLessThanOrEqual(10)
  })
})
