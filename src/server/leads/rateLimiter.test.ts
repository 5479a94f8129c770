import { describe, expect, it } from 'vitest'
import { blockKey, clientKey, RateLimiter } from './rateLimiter'

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

describe('blockKey', () => {
  it('widens a client key to its /24 (IPv4) or /48 (IPv6)', () => {
    expect(blockKey('203.0.113.7')).toBe('203.0.113.0/24')
    expect(blockKey(clientKey('2001:db8:1:2::1'))).toBe('2001:db8:1::/48')
    expect(blockKey(clientKey('::ffff:203.0.113.7'))).toBe('203.0.113.0/24')
    expect(blockKey('unknown')).toBe('unknown')
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

  it('admits new clients while it is full of limited ones, still refusing those (regression: every new client refused ~59 s)', () => {
    const limiter = new RateLimiter(1, 60_000, 10)
    for (let index = 0; index < 10; index++) expect(hit(limiter, `10.0.0.${index}`, 2)).toEqual([true, false])
    expect(limiter.allow('192.0.2.1', 1_000)).toBe(true)
    expect(limiter.allow('198.51.100.1', 1_000)).toBe(true)
    expect(limiter.allow('2001:db8:5:6::1', 1_000)).toBe(true)
    expect(limiter.allow('10.0.0.3', 1_000)).toBe(false)
    expect(limiter.retryAfterSeconds('10.0.0.3', 1_000)).toBe(59)
    // While full, a new client is counted with its /24 (IPv6: /48): the block has one limit.
    expect(limiter.allow('192.0.2.1', 2_000)).toBe(false)
    expect(limiter.allow('192.0.2.200', 2_000)).toBe(false)
    expect(limiter.retryAfterSeconds('192.0.2.200', 2_000)).toBe(59)
    expect(limiter.allow('2001:db8:5:ffff::1', 2_000)).toBe(false)
    expect(limiter.allow('192.0.3.1', 2_000)).toBe(true)
    expect(limiter.size).toBeLessThanOrEqual(20)
    expect(limiter.allow('192.0.2.1', 61_000)).toBe(true)
  })

  it('admits a new block even when both tiers are full of limited ones, within a hard bound of 2 × maxClients', () => {
    const limiter = new RateLimiter(1, 60_000, 10)
    for (let index = 0; index < 10; index++) hit(limiter, `10.0.0.${index}`, 2)
    for (let index = 0; index < 5_000; index++) {
      const block = `172.${16 + (index >> 8)}.${index & 255}`
      expect(hit(limiter, `${block}.1`, 2, index)).toEqual([true, false])
    }
    expect(limiter.size).toBeLessThanOrEqual(20)
    expect(limiter.allow('203.0.113.9', 5_000)).toBe(true)
    // The exactly counted clients stay refused however big the flood of blocks.
    for (let index = 0; index < 10; index++) expect(limiter.allow(`10.0.0.${index}`, 5_000)).toBe(false)
    // The most recently limited blocks, too.
    expect(limiter.allow('172.35.135.1', 5_000)).toBe(false)
  })
})
