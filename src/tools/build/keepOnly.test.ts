import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { keepOnly } from './keepOnly'

let root: string
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'keep-only-'))
})
afterEach(() => rm(root, { recursive: true, force: true }))

async function put(file: string) {
  await mkdir(dirname(join(root, file)), { recursive: true })
  await writeFile(join(root, file), file)
}

describe('keepOnly', () => {
  it('removes the files not wanted and the folders that leaves empty, nothing else, and names the wanted ones there', async () => {
    for (const file of ['pt-br.png', 'pt-br/sobre.png', 'pt-br/noticias/a.png', 'pt-br/noticias/b.png', 'en-us/x.png'])
      await put(file)
    const kept = await keepOnly(root, new Set(['pt-br.png', 'pt-br/sobre.png', 'pt-br/noticias/a.png', 'es-es.png']))
    expect(kept.sort()).toEqual(['pt-br.png', 'pt-br/noticias/a.png', 'pt-br/sobre.png'])
    expect((await readdir(root)).sort()).toEqual(['pt-br', 'pt-br.png'])
    expect((await readdir(join(root, 'pt-br', 'noticias'))).sort()).toEqual(['a.png'])
  })

  it('leaves a folder that does not exist alone', async () => {
    expect(await keepOnly(join(root, 'none'), new Set())).toEqual([])
  })
})
