import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { withTransformCache } from './transformCache'

let dir: string | undefined
afterEach(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined))

/** A plugin whose transform upper-cases the code and counts its runs. */
function countingPlugin() {
  const plugin = {
    runs: 0,
    transform: {
      async handler(code: string, _id: string) {
        plugin.runs++
        return { code: code.toUpperCase(), map: null }
      },
    },
  }
  return plugin
}

describe('withTransformCache', () => {
  it('transforms a module once per code, path, environment and salt, across runs', async () => {
    dir = await mkdtemp(join(tmpdir(), 'transform-cache-'))
    const first = countingPlugin()
    const cached = await withTransformCache(first, dir, 'tools 1')
    const run = (code: string, id: string, environment = 'ssr') =>
      cached.transform.handler.call({ environment: { name: environment } } as never, code, id)
    expect(await run('msg`a`', '/pages/a.ts')).toEqual({ code: 'MSG`A`', map: null })
    await run('msg`a`', '/pages/a.ts')
    expect(first.runs).toBe(1)
    await run('msg`b`', '/pages/a.ts')
    await run('msg`a`', '/pages/b.ts')
    await run('msg`a`', '/pages/a.ts', 'client')
    expect(first.runs).toBe(4)
    // A later run (a new dev server) finds them all; another salt (a new Lingui) finds none.
    const later = countingPlugin()
    const again = await withTransformCache(later, dir, 'tools 1')
    expect(
      await again.transform.handler.call({ environment: { name: 'ssr' } } as never, 'msg`a`', '/pages/a.ts'),
    ).toEqual({ code: 'MSG`A`', map: null })
    expect(later.runs).toBe(0)
    const upgraded = countingPlugin()
    await (
      await withTransformCache(upgraded, dir, 'tools 2')
    ).transform.handler.call({ environment: { name: 'ssr' } } as never, 'msg`a`', '/pages/a.ts')
    expect(upgraded.runs).toBe(1)
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })

  it("shares what one copy of the project kept with another, each result naming its own copy's files", async () => {
    dir = await mkdtemp(join(tmpdir(), 'transform-cache-'))
    const mapping = () => {
      const plugin = {
        runs: 0,
        transform: {
          async handler(code: string, id: string) {
            plugin.runs++
            return { code, map: { sources: [id] } }
          },
        },
      }
      return plugin
    }
    const ssr = { environment: { name: 'ssr' } } as never
    const project = mapping()
    const copy = mapping()
    await (
      await withTransformCache(project, dir, 'tools', '/work/site')
    ).transform.handler.call(ssr, 'x', '/work/site/a.ts')
    const fromCopy = await (
      await withTransformCache(copy, dir, 'tools', '/tmp/site-copy')
    ).transform.handler.call(ssr, 'x', '/tmp/site-copy/a.ts')
    expect([project.runs, copy.runs, fromCopy]).toEqual([
      1,
      0,
      { code: 'x', map: { sources: ['/tmp/site-copy/a.ts'] } },
    ])
  })
})
