import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadSite } from './staticSite'

describe('loadSite', () => {
  it('takes the .br and .gz twins the build wrote instead of compressing at start, and never serves them as files', async () => {
    const root = await mkdtemp(join(tmpdir(), 'site-'))
    const body = 'x'.repeat(2000)
    await writeFile(join(root, 'app.js'), body)
    await writeFile(join(root, 'app.js.br'), 'brotli twin')
    await writeFile(join(root, 'app.js.gz'), 'gzip twin')
    await writeFile(join(root, '_headers'), '/*\n  X: y')
    const files = await loadSite(root)
    const file = files.get('/app.js')!
    expect([file.body.toString(), file.brotli?.toString(), file.gzip?.toString()]).toEqual([
      body,
      'brotli twin',
      'gzip twin',
    ])
    expect([...files.keys()]).toEqual(['/app.js'])
  })
})
