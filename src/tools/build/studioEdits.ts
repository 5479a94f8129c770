import { spawn } from 'node:child_process'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import type { ViteDevServer } from 'vite'
import type { PageConfig } from '../../config/pages.ts'
import type { EditAnswer } from '../studio/edit/editTypes.ts'
import type { pageEditor } from '../studio/edit/pageEditor.ts'
import type { StudioEntry } from './studioEntry.ts'

/** Page files as a studio edit would leave them, by the module id Vite loads them under to check them. */
export type CandidatePages = Map<string, string>

export interface StudioEditsOptions {
  server: ViteDevServer
  load: () => Promise<StudioEntry>
  pageSources: readonly string[]
  candidates: CandidatePages
}

/** The largest edit request the studio sends (a block's copy is a few hundred bytes). */
const MAX_BODY = 64 * 1024

/**
 * The studio's writes, behind the plugin's `/__studio` guard (`devOriginGuard`: a POST needs the dev server's own
 * Origin): `POST /__studio/edit` and `/__studio/undo` (`src/tools/studio/edit/`). An edit is checked before it is written:
 * the page file as the edit leaves it is loaded through Vite beside the real one (same folder, so its imports resolve
 * alike, under a name no file has) and the site checked with it as `check:config` checks it. A change that writes
 * copy has the catalogs extracted again (`npm run i18n:extract`), in the background.
 */
export function studioEdits({ server, load, pageSources, candidates }: StudioEditsOptions) {
  const root = server.config.root
  const extract = catalogExtraction(server)
  // Made on the studio's first request: the editor's parser and Prettier are no part of the dev server's start.
  let made: Promise<ReturnType<typeof pageEditor>> | undefined
  const editor = () =>
    (made ??= import('../studio/edit/pageEditor.ts').then(({ pageEditor }) =>
      pageEditor({
        root,
        pageSources,
        fixtures: async () => {
          const entry = await load()
          return (type, name) => entry.blockFixture(type, name)
        },
        problems: (file, text, pageId) => candidateProblems({ server, load, candidates }, file, text, pageId),
        extract,
      }),
    ))
  const respond = async (response: ServerResponse, run: () => Promise<EditAnswer>) => {
    const { EditRefusal } = await import('../studio/edit/sourceEdits.ts')
    const answer = await run().catch((error: unknown) => {
      if (error instanceof EditRefusal) return { ok: false, error: error.message } as const
      throw error
    })
    response.statusCode = answer.ok ? 200 : 422
    response.setHeader('Content-Type', 'application/json')
    response.end(JSON.stringify(answer))
  }
  return {
    edit: async (request: IncomingMessage, response: ServerResponse) => {
      const body = await jsonBody(request)
      await respond(response, async () => (await editor()).edit(body))
    },
    undo: async (request: IncomingMessage, response: ServerResponse) => {
      const body = await jsonBody(request)
      await respond(response, async () => (await editor()).undo(body))
    },
    undoable: async (pageId: string) => (await editor()).undoable(pageId),
    /** What the studio may change of each block of the page, from its file (none for a page no file declares). */
    editable: async (pageId: string) => {
      const [{ declaringFile }, { editableBlocks }] = await Promise.all([
        import('../studio/locateBlocks.ts'),
        import('../studio/edit/sourceEdits.ts'),
      ])
      const file = declaringFile(root, pageSources, pageId)
      return file ? editableBlocks(readFileSync(join(root, file), 'utf8'), pageId.split('/')[0]!) : []
    },
  }
}

/** The config check's new messages with the page file `file` holding `text` (see `StudioEntry.editProblems`). */
async function candidateProblems(
  { server, load, candidates }: Pick<StudioEditsOptions, 'server' | 'load' | 'candidates'>,
  file: string,
  text: string,
  pageId: string,
): Promise<string[]> {
  const id = join(server.config.root, dirname(file), `${basename(file, '.ts')}.studio-check.ts`)
  candidates.set(id, text)
  try {
    const exports = (await server.ssrLoadModule(id)) as Record<string, unknown>
    const declaredId = pageId.split('/')[0]
    const page = Object.values(exports).find(
      (value): value is PageConfig =>
        typeof value === 'object' && value !== null && 'id' in value && value.id === declaredId,
    )
    if (!page) return [`${file}: the edited file no longer declares the page ${pageId}`]
    return await (await load()).editProblems(pageId, page)
  } catch (error) {
    return [`${file}: the edited file does not load: ${error instanceof Error ? error.message : String(error)}`]
  } finally {
    candidates.delete(id)
    const graph = server.environments.ssr.moduleGraph
    for (const mod of graph.getModulesByFile(id) ?? []) graph.invalidateModule(mod)
  }
}

/**
 * `npm run i18n:extract` in the project, once at a time: asked while it runs, it runs once more after (the catalogs
 * then hold the last change's copy). Its failure is told in the terminal.
 */
function catalogExtraction(server: ViteDevServer): () => void {
  let running = false
  let again = false
  const run = () => {
    running = true
    const child = spawn('npm', ['run', 'i18n:extract'], { cwd: server.config.root, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) => {
      if (code !== 0) server.config.logger.error(`studio: npm run i18n:extract failed:\n${output}`)
      else server.config.logger.info('studio: catalogs extracted (npm run i18n:extract)', { timestamp: true })
      running = false
      if (again) {
        again = false
        run()
      }
    })
  }
  return () => {
    if (running) again = true
    else run()
  }
}

/** The request's body as JSON (undefined when it is not JSON), refused past `MAX_BODY`. */
async function jsonBody(request: IncomingMessage): Promise<unknown> {
  let body = ''
  for await (const chunk of request) {
    body += String(chunk)
    if (body.length > MAX_BODY) throw new Error(`a studio request over ${MAX_BODY} bytes`)
  }
  try {
    return JSON.parse(body) as unknown
  } catch {
    return undefined // answered as no edit the studio makes
  }
}
