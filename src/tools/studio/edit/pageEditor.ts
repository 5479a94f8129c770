import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { declaringFile } from '../locateBlocks'
import type { EditAnswer } from './editTypes'
import { asEditRequest, editRequestProblem, isUndoRequest } from './requestShape'
import { formattedLikeBefore } from './formatted'
import { EditRefusal, editPageSource, type FixtureProps } from './sourceEdits'

export interface PageEditorOptions {
  root: string
  /** The files declaring pages, or folders of them, relative to the root (`pages`, `pages.config.ts`). */
  pageSources: readonly string[]
  /** Each block type's gallery fixtures (`sections/<type>/fixtures.ts`), which a new block starts from. */
  fixtures: () => Promise<FixtureProps>
  /**
   * What `check:config` would say of the site with the page file `file` (relative to the root) holding `text`, that
   * it does not say now: one message a line (`home › sections[0] (hero) › title: …`). Empty when the change is sound.
   */
  problems: (file: string, text: string, pageId: string) => Promise<string[]>
  /**
   * Brings the catalogs up to date with the code (`npm run i18n:extract`) after a change wrote copy, in the
   * background: the change is answered (and shows) meanwhile.
   */
  extract: () => void
}

/** A change the studio wrote to a page file: the text before and after, and whether copy changed. */
interface Change {
  before: string
  after: string
  wroteCopy: boolean
}

/**
 * The studio's writer of page files (`pages/<id>.ts`): applies an edit as a minimal source edit, checks the result
 * as `check:config` does BEFORE writing it (a refused change writes nothing and answers the check's message), and
 * keeps this session's changes of each file to undo them, last first. One change at a time.
 */
export function pageEditor({ root, pageSources, fixtures, problems, extract }: PageEditorOptions) {
  const history = new Map<string, Change[]>()
  let queue: Promise<unknown> = Promise.resolve()
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task)
    queue = run.catch(() => undefined)
    return run
  }
  const fileOf = (pageId: string) => {
    const file = declaringFile(root, pageSources, pageId)
    if (!file) throw new EditRefusal(`${pageId}: no page file declares this page`)
    return file
  }
  const answer = (file: string): EditAnswer => ({ ok: true, file, undoable: history.get(file)?.length ?? 0 })

  /** Writes the edit `body` asks for (`EditRequest`), once checked. */
  const edit = (body: unknown) =>
    serial(async (): Promise<EditAnswer> => {
      const problem = editRequestProblem(body)
      if (problem) throw new EditRefusal(`not an edit the studio makes: ${problem}`)
      const { pageId, edit } = asEditRequest(body)
      const file = fileOf(pageId)
      const path = join(root, file)
      const before = await readFile(path, 'utf8')
      const edited = editPageSource(before, pageId.split('/')[0]!, edit, await fixtures())
      const after = await formattedLikeBefore(path, before, edited.text)
      if (after === before) return answer(file)
      const found = await problems(file, after, pageId)
      if (found.length > 0) throw new EditRefusal(found.join('\n'))
      await writeFile(path, after)
      history.set(file, [...(history.get(file) ?? []), { before, after, wroteCopy: edited.wroteCopy }])
      if (edited.wroteCopy) extract()
      return answer(file)
    })

  /** Takes back the last change to the file of the page `body` names (`UndoRequest`). */
  const undo = (body: unknown) =>
    serial(async (): Promise<EditAnswer> => {
      if (!isUndoRequest(body)) throw new EditRefusal('not an undo the studio asks for: no page id')
      const file = fileOf(body.pageId)
      const changes = history.get(file) ?? []
      const last = changes.at(-1)
      if (!last) throw new EditRefusal(`${file}: the studio has made no change to undo in it this session`)
      const path = join(root, file)
      if ((await readFile(path, 'utf8')) !== last.after)
        throw new EditRefusal(
          `${file} changed since the studio's last change to it (saved in an editor?): undo it there, with the editor's own undo or git`,
        )
      await writeFile(path, last.before)
      history.set(file, changes.slice(0, -1))
      if (last.wroteCopy) extract()
      return answer(file)
    })

  /** How many changes to the file declaring the page can be undone; 0 for a page no file declares. */
  const undoable = (pageId: string) => {
    const file = declaringFile(root, pageSources, pageId)
    return file ? (history.get(file)?.length ?? 0) : 0
  }

  return { edit, undo, undoable }
}
