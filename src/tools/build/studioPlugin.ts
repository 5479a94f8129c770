import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin, ViteDevServer } from 'vite'
import { EDIT_ENDPOINT, UNDO_ENDPOINT } from '../studio/edit/editTypes.ts'
import { PSEUDO_PAGES, STUDIO_ENDPOINT, type BlockTypeDocs } from '../studio/studioTypes.ts'
import { devOriginGuard } from './devOrigin.ts'
import type { StudioEntry } from './studioEntry.ts'
import { studioEdits, type CandidatePages } from './studioEdits.ts'

export interface StudioPluginOptions {
  /** The app-layer module (a path Vite resolves, `/app/…`) that reads the site for the studio. */
  entry: string
  /** The files declaring pages, or folders of them, relative to the root (`pages`, `pages.config.ts`). */
  pageSources: readonly string[]
  /** Each block type with the JSDoc of its props (the guide's model, `npm run docs`), read on the first request. */
  guide: (server: ViteDevServer) => Promise<{ blocks: ({ type: string } & BlockTypeDocs)[] }>
}

/** The browser side of the studio, which the plugin adds to every page the dev server renders. */
const STUDIO_CLIENT = '/src/tools/studio/client/startStudio.tsx'

/**
 * The studio (`src/tools/studio/`), in `npm run dev` only (`apply: 'serve'`: a build never runs it, so not a byte of it
 * ships): adds its script to each page and answers its requests, `/__studio/page?path=…` (the page's blocks, where
 * each is written, the JSDoc of their fields), `/__studio/pseudo/<url>` (the page in the pseudo-locale), and the
 * POSTs `/__studio/edit` and `/__studio/undo` that write the page's file (`src/tools/build/studioEdits.ts`).
 */
export function studioPlugin({ entry, pageSources, guide }: StudioPluginOptions): Plugin {
  let docs: Promise<Record<string, BlockTypeDocs>> | undefined
  const fieldDocs = (server: ViteDevServer) =>
    (docs ??= guide(server).then(({ blocks }) =>
      Object.fromEntries(blocks.map(({ type, summary, fields }) => [type, { summary, fields }])),
    ))
  // A page file as an edit would leave it, loaded through Vite to be checked before it is written.
  const candidates: CandidatePages = new Map()
  let edits: ReturnType<typeof studioEdits> | undefined
  return {
    name: 'nuvora:studio',
    apply: 'serve',
    resolveId: (id) => (candidates.has(id) ? id : undefined),
    load: (id) => candidates.get(id),
    transformIndexHtml: () => [{ tag: 'script', attrs: { type: 'module', src: STUDIO_CLIENT }, injectTo: 'head' }],
    configureServer(server) {
      // The JSDoc is read again once a type declaration or schema has changed.
      server.watcher.on('change', (file) => {
        if (/[\\/](sections|src[\\/]config)[\\/].*\.ts$/.test(file)) docs = undefined
      })
      const load = () => server.ssrLoadModule(entry) as Promise<StudioEntry>
      const fieldDocsOf = () => fieldDocs(server)
      edits = studioEdits({ server, load, pageSources, candidates })
      // The studio's own page only (`devOriginGuard`): no other site reads the source tree through it.
      server.middlewares.use(
        STUDIO_ENDPOINT,
        devOriginGuard({
          allowedHosts: () => server.config.server.allowedHosts,
          onRefused: (message) => server.config.logger.warn(`studio: ${message}`, { timestamp: true }),
        }),
      )
      server.middlewares.use(STUDIO_ENDPOINT, (request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://studio')
        const pseudoPrefix = PSEUDO_PAGES.slice(STUDIO_ENDPOINT.length)
        const answer = url.pathname.startsWith(`${pseudoPrefix}/`)
          ? pseudoPage(load, url.pathname.slice(pseudoPrefix.length), response)
          : url.pathname === '/page'
            ? page(load, fieldDocsOf, server, pageSources, url.searchParams.get('path') ?? '/', response, edits!)
            : request.method === 'POST' && `${STUDIO_ENDPOINT}${url.pathname}` === EDIT_ENDPOINT
              ? edits!.edit(request, response)
              : request.method === 'POST' && `${STUDIO_ENDPOINT}${url.pathname}` === UNDO_ENDPOINT
                ? edits!.undo(request, response)
                : undefined
        if (!answer) return next()
        answer.catch((error: unknown) => fail(server, request, response, error))
      })
    },
  }
}

async function page(
  load: () => Promise<StudioEntry>,
  fieldDocs: () => Promise<Record<string, BlockTypeDocs>>,
  server: ViteDevServer,
  pageSources: readonly string[],
  pathname: string,
  response: ServerResponse,
  edits: ReturnType<typeof studioEdits>,
) {
  const described = await (await load()).studioPage(pathname, await fieldDocs())
  if (!described) {
    response.statusCode = 404
    return response.end(JSON.stringify({ error: `${pathname} is not a page of the site` }))
  }
  // Loaded on the first request: TypeScript's parser is no part of the config a build loads.
  const { locateBlocks } = await import('../studio/locateBlocks.ts')
  const sources = locateBlocks(server.config.root, pageSources, described.pageId)
  const editable = await edits.editable(described.pageId)
  const blocks = described.blocks.map((block) => ({
    ...block,
    source: sources[block.index],
    editable: editable[block.index] ?? { block: false, props: false, literalFields: [] },
  }))
  response.setHeader('Content-Type', 'application/json')
  response.end(JSON.stringify({ ...described, blocks, undoable: await edits.undoable(described.pageId) }))
}

async function pseudoPage(load: () => Promise<StudioEntry>, url: string, response: ServerResponse) {
  const html = await (await load()).pseudoPageHtml(url)
  response.setHeader('Content-Type', 'text/html; charset=utf-8')
  response.end(html)
}

function fail(server: ViteDevServer, request: IncomingMessage, response: ServerResponse, error: unknown) {
  if (error instanceof Error) server.ssrFixStacktrace(error)
  server.config.logger.error(`studio: ${request.url} failed: ${error instanceof Error ? error.stack : String(error)}`)
  response.statusCode = 500
  response.end(String(error))
}
