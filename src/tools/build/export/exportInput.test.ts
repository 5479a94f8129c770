import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildRouteTable } from '../../../config/routeTable'
import { testPages, testSite } from '../../../testing/testSite'
import { exportInputOf, readExportInput, writeExportInput } from './exportInput'
import { prefixlessRedirects } from './redirects'
import { sitemapXml } from './sitemap'

const { routes } = buildRouteTable(testPages)

describe('the export input left by the first build step', () => {
  it('gives the sitemap and the redirects exactly what the full route table gives, after a trip through the file', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'export-input-'))
    await writeExportInput(dist, exportInputOf(routes, testSite.settings))
    const input = readExportInput(dist)
    expect(input.settings).toEqual(testSite.settings)
    expect(sitemapXml(input.routes, 'https://x.example')).toBe(sitemapXml(routes, 'https://x.example'))
    expect(prefixlessRedirects(input.routes)).toEqual(prefixlessRedirects(routes))
    // Plain data: a route carries its page's id and noindex only, never its blocks.
    expect(JSON.stringify(input.routes)).not.toContain('sections')
  })

  it('names the command that writes it when it is missing', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'export-input-'))
    expect(() => readExportInput(dist)).toThrow(/export-input\.json is missing.*npm run build/)
  })
})
