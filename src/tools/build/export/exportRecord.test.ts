import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageDataScript } from '../../../router/pageData'
import { inlineHashes } from '../../../server/securityHeaders'
import { allInlineHashes, exportedPage, pageDataFilesOf, readExportRecord, writeExportRecord } from './exportRecord'

const page = (css: string, script: string) =>
  `<html><head><style>${css}</style><script>${script}</script></head><body>${pageDataScript({
    site: '/assets/data/site.1.json',
    route: null,
    page: null,
    messages: '/assets/data/messages.1.json',
  })}</body></html>`

describe('the export record', () => {
  it('holds what the CSP of all pages allows, page by page', () => {
    const pages = [page('a{}', 'load()'), page('a{}', 'other()'), page('b{}', 'load()')]
    const { styles, scripts } = inlineHashes(pages)
    expect(allInlineHashes(pages.map(exportedPage))).toEqual({ styles: [...styles], scripts: [...scripts] })
    expect(styles).toHaveLength(2)
  })

  it('names the data files a finished page loads, none for a page without data', () => {
    expect(pageDataFilesOf(page('', ''))).toEqual(['assets/data/site.1.json', 'assets/data/messages.1.json'])
    expect(pageDataFilesOf('<html>404</html>')).toEqual([])
  })

  it('is read back as written, and is undefined when there is none', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'export-record-'))
    try {
      expect(await readExportRecord(dist)).toBeUndefined()
      const record = {
        pages: { 'index.html': exportedPage(page('a{}', '')) },
        twins: { 'index.html': 'k.q8' },
        cards: {},
      }
      await writeExportRecord(dist, record)
      expect(await readExportRecord(dist)).toEqual(record)
    } finally {
      await rm(dist, { recursive: true, force: true })
    }
  })
})
