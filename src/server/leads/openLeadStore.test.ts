import { describe, expect, it } from 'vitest'
import { databaseUrlProblem, openLeadStore } from './openLeadStore'

describe('DATABASE_URL', () => {
  it('takes the forms pg reads: postgres(ql):// with or without a host, socket: and a socket path', () => {
    for (const url of [
      'postgres://user:password@db.example:5432/leads',
      'postgresql://db.example/leads?sslmode=require',
      'POSTGRES://user@[::1]/leads',
      'postgres:///leads',
      'postgres://user:password@/leads?host=/var/run/postgresql',
      'socket:/var/run/postgresql?db=leads',
      '/var/run/postgresql leads',
    ])
      expect(databaseUrlProblem(url), url).toBeUndefined()
  })

  it('refuses anything else, naming the form expected and never quoting it (regression: ENOTFOUND base)', () => {
    for (const url of [
      'not-a-url',
      'db.example:5432/leads',
      'mysql://u:s3cret@db/x',
      'postgres://u:s3cret@db:port/x',
    ]) {
      const problem = databaseUrlProblem(url)
      expect(problem, url).toMatch(
        /^DATABASE_URL is not a valid PostgreSQL URL .*postgres:\/\/user:password@host:5432\/db$/,
      )
      expect(problem, url).not.toMatch(/s3cret|not-a-url|db\.example/)
    }
  })

  it('leaves the server up with a store that refuses leads, and logs why', async () => {
    const logged: Array<Record<string, unknown>> = []
    const store = await openLeadStore({ DATABASE_URL: 'not-a-url' }, (entry) => logged.push(entry))
    await expect(store.list()).rejects.toThrow(/DATABASE_URL is not a valid PostgreSQL URL/)
    expect(logged).toEqual([expect.objectContaining({ event: 'lead-store-unavailable', store: 'postgresql' })])
    await store.close()
  })
})
