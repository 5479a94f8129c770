import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { selectPrerendered, writePrerenderSelection } from './prerenderSelection'

let dist: string
beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'selection-'))
})
afterEach(() => rm(dist, { recursive: true, force: true }))

const urls = ['/pt-br', '/en-us', '/pt-br/404']

describe('the prerender selection', () => {
  it('prerenders every URL when the build names none (a clean build, or vike build alone)', () => {
    expect(selectPrerendered(dist, urls)).toEqual(urls)
  })

  it('prerenders only the named URLs, in their order, until the selection is dropped', async () => {
    await writePrerenderSelection(dist, ['/pt-br/404', '/pt-br', '/_gallery/pt-br'])
    expect(selectPrerendered(dist, urls)).toEqual(['/pt-br', '/pt-br/404'])
    await writePrerenderSelection(dist, [])
    expect(selectPrerendered(dist, urls)).toEqual([])
    await writePrerenderSelection(dist, null)
    expect(selectPrerendered(dist, urls)).toEqual(urls)
  })
})
