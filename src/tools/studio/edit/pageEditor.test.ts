import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { pageEditor } from './pageEditor'
import { EditRefusal } from './sourceEdits'

const PAGE = `import { msg } from '@lingui/core/macro'

export const homePage = {
  id: 'home',
  sections: [
    { type: 'hero', props: { title: msg\`Oi\` } },
    { type: 'stats', props: { tone: 'light' } },
  ],
}
`

describe('pageEditor', () => {
  let root: string
  let extracted: number
  let refuse: string[]
  const file = () => join(root, 'pages/home.ts')
  const editor = () =>
    pageEditor({
      root,
      pageSources: ['pages'],
      fixtures: () => Promise.resolve(() => undefined),
      problems: () => Promise.resolve(refuse),
      extract: () => void extracted++,
    })

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'page-editor-'))
    await mkdir(join(root, 'pages'))
    await writeFile(file(), PAGE)
    extracted = 0
    refuse = []
  })
  afterEach(() => rm(root, { recursive: true, force: true }))

  const setTitle = (text: string) => ({
    pageId: 'home',
    edit: { op: 'set', block: 0, path: ['title'], value: { kind: 'copy', text } },
  })

  it('writes an edit, extracts the catalogs after copy, and undoes it', async () => {
    const pages = editor()
    expect(await pages.edit(setTitle('Olá'))).toEqual({ ok: true, file: 'pages/home.ts', undoable: 1 })
    expect(await readFile(file(), 'utf8')).toBe(PAGE.replace('msg`Oi`', 'msg`Olá`'))
    expect(extracted).toBe(1)
    await pages.edit({ pageId: 'home', edit: { op: 'move', block: 1, to: 0 } })
    expect(extracted).toBe(1)
    expect(pages.undoable('home')).toBe(2)
    await pages.undo({ pageId: 'home' })
    await pages.undo({ pageId: 'home' })
    expect(await readFile(file(), 'utf8')).toBe(PAGE)
    expect(extracted).toBe(2)
    await expect(pages.undo({ pageId: 'home' })).rejects.toThrow(
      new EditRefusal('pages/home.ts: the studio has made no change to undo in it this session'),
    )
  })

  it("writes nothing when the config check finds a problem, and says the check's message", async () => {
    refuse = ['home › sections[0] (hero) › title: is 90 characters long, over this field’s limit of 80']
    await expect(editor().edit(setTitle('x'.repeat(90)))).rejects.toThrow(new EditRefusal(refuse[0]))
    expect(await readFile(file(), 'utf8')).toBe(PAGE)
    expect(extracted).toBe(0)
  })

  it('leaves a file changed since in an editor alone on undo', async () => {
    const pages = editor()
    await pages.edit(setTitle('Olá'))
    await writeFile(file(), PAGE.replace('msg`Oi`', 'msg`Hi`'))
    await expect(pages.undo({ pageId: 'home' })).rejects.toThrow(/changed since the studio's last change to it/)
    expect(await readFile(file(), 'utf8')).toBe(PAGE.replace('msg`Oi`', 'msg`Hi`'))
  })

  it('refuses a request that is no edit, and a page no file declares', async () => {
    await expect(editor().edit({ pageId: 'home', edit: { op: 'rename' } })).rejects.toThrow(
      'not an edit the studio makes: an edit the studio does not make (rename)',
    )
    await expect(editor().edit({ ...setTitle('x'), pageId: 'about' })).rejects.toThrow(
      'about: no page file declares this page',
    )
  })
})
