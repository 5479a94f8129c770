import { basename, dirname, relative, sep } from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { EnvironmentModuleNode, Plugin, ViteDevServer } from 'vite'
import {
  PREVIEW_ENDPOINT,
  SOURCES_CHANGED,
  type OverlayError,
  type PreviewAnswer,
  type PreviewProblem,
} from '../devPreview/protocol.ts'
import { problemPageHtml } from './devProblemPage.ts'
import { markDevServer } from './devServing.ts'
import { devOriginGuard } from './devOrigin.ts'

/** What the preview reads of the site, an app-layer module loaded through Vite (`app/devPreview/previewServer.ts`). */
interface PreviewEntry {
  previewPage(pathname: string, root: string): Promise<PreviewAnswer>
  previewProblem(pathname: string, root: string): Promise<PreviewProblem | undefined>
  hasPage(pathname: string): Promise<boolean>
  checkSite(): Promise<void>
}

export interface DevPreviewOptions {
  /** The app-layer module (a path Vite resolves, `/app/…`) that answers a page's preview. */
  entry: string
  /** The files and folders the pages are made of, relative to the root (`pages`, `content`, `locales`…). */
  sources: readonly string[]
}

/** The module the browser's sections call once their module is updated (`sectionChanged`). */
const SECTION_UPDATES = '/src/tools/devPreview/client/sectionUpdates.ts'

/** A section's module, `sections/<type>/index.ts`: made to accept its own updates in the browser. */
const SECTION_MODULE = /[\\/]sections[\\/][^\\/]+[\\/]index\.ts$/

/**
 * The edit loop of `npm run dev` (`apply: 'serve'`: a build never runs it): a saved page, content or PO file shows
 * in the open tab without a reload. Such files are server-only modules (the browser gets a page's data, not its
 * source), and Vike answers any change of a server-only module with a full reload; this plugin tells the tabs
 * instead (the `SOURCES_CHANGED` event), and each asks `PREVIEW_ENDPOINT` for its page as it now is, or for the
 * mistake to show in Vite's overlay (a syntax error, a config problem). A section's `index.ts` accepts its own
 * updates (its schema or copy changed), and React Fast Refresh takes its components.
 */
export function devPreviewPlugin({ entry, sources }: DevPreviewOptions): Plugin {
  let root = process.cwd()
  // The sources saved since the site last loaded, each with the count of saves when it was: where a syntax error is
  // looked for first.
  const edited = new Edits()
  const isSource = (file: string) => {
    const path = relative(root, file)
    return sources.some((source) => path === source || path.startsWith(source + sep))
  }
  return {
    name: 'nuvora:dev-preview',
    apply: 'serve',
    configResolved(config) {
      root = config.root
    },
    async hotUpdate(context) {
      if (this.environment.name !== 'ssr' || !isSource(context.file)) return undefined
      edited.saved(context.file)
      const browser = context.server.environments.client
      const serverOnly = context.modules.filter((mod) => !mod.id || !browser.moduleGraph.getModuleById(mod.id))
      if (serverOnly.length === 0) return undefined
      // An editor may empty the file before it writes it, and the watcher may tell of the first step only: the tabs
      // ask once the file has content (Vite's `read` waits for it), or they would get the page of an empty module.
      await context.read()
      // Vite has already invalidated them, and their importers, for the next request.
      browser.hot.send({ type: 'custom', event: SOURCES_CHANGED, data: { file: relative(root, context.file) } })
      return context.modules.filter((mod) => !serverOnly.includes(mod))
    },
    transform: {
      filter: { id: SECTION_MODULE },
      handler(code, id) {
        if (this.environment.name !== 'client') return undefined
        const type = JSON.stringify(basename(dirname(id)))
        const accept = `if (import.meta.hot) import.meta.hot.accept((next) => { if (next) void import(${JSON.stringify(SECTION_UPDATES)}).then(({ sectionChanged }) => sectionChanged(${type}, next)) })`
        return { code: `${code}\n${accept}\n`, map: null }
      },
    },
    configureServer(server) {
      markDevServer()
      server.middlewares.use(
        PREVIEW_ENDPOINT,
        devOriginGuard({
          allowedHosts: () => server.config.server.allowedHosts,
          onRefused: (message) => server.config.logger.warn(`preview: ${message}`, { timestamp: true }),
        }),
      )
      server.middlewares.use(PREVIEW_ENDPOINT, (request, response) => {
        const pathname = new URL(request.url ?? '/', 'http://preview').searchParams.get('path') ?? '/'
        const read = (module: PreviewEntry) => module.previewPage(pathname, server.config.root)
        void preview(server, entry, read, isSource, edited).then((answer) => {
          response.setHeader('Content-Type', 'application/json')
          response.setHeader('Cache-Control', 'no-store')
          response.end(JSON.stringify(answer))
        })
      })
      // The first page waits for the config check of what it needs only; the whole site is checked once it is sent.
      let firstPage = true
      // A page asked for while the sources have a mistake: the mistake, not Vike's "An error occurred".
      server.middlewares.use((request, response, next) => {
        if (!isPageRequest(request)) return next()
        if (firstPage) {
          firstPage = false
          response.once('finish', () => {
            server
              .ssrLoadModule(entry)
              .then((module) => (module as PreviewEntry).checkSite())
              .catch(() => undefined) // the next request shows why the site does not load
          })
        }
        const { pathname } = new URL(request.url ?? '/', 'http://dev')
        const read = async (module: PreviewEntry) =>
          (await module.previewProblem(pathname, server.config.root)) ?? { found: await module.hasPage(pathname) }
        void preview(server, entry, read, isSource, edited).then((answer) => {
          if ('found' in answer) {
            if (!answer.found) answerNotFound(response)
            return next()
          }
          const problem = answer
          response.statusCode = 500
          response.setHeader('Content-Type', 'text/html; charset=utf-8')
          response.end(problemPageHtml(problem))
        }, next)
      })
    },
  }
}

/**
 * Makes the page Vike renders next a 404: it answers every path with 200, the site's router showing the not-found
 * page for a path without a page; the built site's server (and nginx) answer such a path 404.
 */
function answerNotFound(response: ServerResponse): void {
  const writeHead = response.writeHead
  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status === 200 ? 404 : status, ...rest)
  } as typeof response.writeHead
}

/** A request for a page of the site: not a module, a file or a dev endpoint (their last segment has a dot, or `/@`, `/__`). */
function isPageRequest({ method, url = '/' }: IncomingMessage): boolean {
  const { pathname } = new URL(url, 'http://dev')
  return method === 'GET' && !/^\/(@|__)/.test(pathname) && !pathname.split('/').at(-1)!.includes('.')
}

/**
 * What `read` answers of the preview entry; a module that cannot be loaded (a syntax error) is the answer's problem,
 * where Vite found it. An error while reading the site (no file and line) is first read again once, the site's
 * modules evaluated afresh and the files saved since it last loaded read again from the disk: a save that lands while
 * Vite evaluates the modules can leave one evaluated with an import not yet set (`pages` holding `undefined`), and a
 * file read while its editor was writing it is kept empty; no later request would evaluate or read them again.
 */
async function preview<T>(
  server: ViteDevServer,
  entry: string,
  read: (module: PreviewEntry) => Promise<T>,
  isSource: (file: string) => boolean,
  edited: Edits,
  again = true,
): Promise<T | PreviewProblem> {
  const since = edited.count
  try {
    const answer = await read((await server.ssrLoadModule(entry)) as PreviewEntry)
    edited.loaded(since)
    return answer
  } catch (error) {
    const problem = overlayError((await compileError(server, isSource, edited.files())) ?? error)
    // Whatever the problem, the next read starts afresh: the runner keeps a module whose transform the server holds,
    // such as those `compileError` made.
    evaluateAgain(server, isSource, edited.files())
    if (again && !problem.loc) return preview(server, entry, read, isSource, edited, false)
    return { title: `The site does not load: ${problem.message.split('\n')[0]}`, problem }
  }
}

/** The sources saved since the site last loaded, numbered in the order of the saves. */
class Edits {
  #saves = new Map<string, number>()
  /** How many saves there have been. */
  count = 0
  saved(file: string): void {
    this.#saves.set(file, ++this.count)
  }
  /** The site loaded with every save up to `count`: a file saved since (during the load) stays edited. */
  loaded(count: number): void {
    for (const [file, save] of this.#saves) if (save <= count) this.#saves.delete(file)
  }
  files(): Iterable<string> {
    return this.#saves.keys()
  }
}

/**
 * The error of a site module that does not compile, if one does not: the SSR runner can report such a module's
 * importer failing on the missing import (`pages` holding `undefined`) instead of the syntax error itself. The files
 * saved since the site last loaded are transformed first, then the modules without a transform (edited, or failed).
 */
async function compileError(
  server: ViteDevServer,
  isSource: (file: string) => boolean,
  edited: Iterable<string>,
): Promise<unknown> {
  const ssr = server.environments.ssr
  // Lazily: a module the first loop transformed has a transform by the time the second looks at it.
  function* suspects() {
    for (const file of edited) yield* ssr.moduleGraph.getModulesByFile(file) ?? []
    for (const mod of ssr.moduleGraph.idToModuleMap.values())
      if (mod.file && isSource(mod.file) && !mod.transformResult) yield mod
  }
  for (const mod of suspects()) {
    try {
      await ssr.transformRequest(mod.url)
    } catch (error) {
      return error
    }
  }
  return undefined
}

/**
 * Has the server evaluate the site's modules again on their next import, their transforms kept, except those of the
 * `edited` files, which are read again from the disk.
 */
function evaluateAgain(server: ViteDevServer, isSource: (file: string) => boolean, edited: Iterable<string>): void {
  const graph = server.environments.ssr.moduleGraph
  const seen = new Set<EnvironmentModuleNode>()
  for (const file of edited) for (const mod of graph.getModulesByFile(file) ?? []) graph.invalidateModule(mod, seen)
  for (const mod of graph.idToModuleMap.values())
    if (mod.file && isSource(mod.file) && !seen.has(mod)) graph.invalidateModule(mod, seen, Date.now(), false, true)
}

/**
 * A thrown error as Vite's overlay shows it. Vite's own errors carry `id`, `loc`, `frame` and `plugin`; one from a
 * module the SSR runner loaded may have lost its `id` and keep `loc` without its file (a Babel syntax error): the
 * file is then the path its message names (`[BabelError] /…/pages/contact.ts: Unexpected token (17:38)`).
 */
function overlayError(error: unknown): OverlayError {
  // Vite's transform errors are plain objects with a message, not always `Error`s.
  const { message, stack, id, loc, frame, plugin } = (error ?? {}) as Partial<Omit<OverlayError, 'loc'>> & {
    loc?: Partial<OverlayError['loc']>
  }
  if (typeof message !== 'string') return { message: String(error), stack: '' }
  const file = loc?.file ?? id ?? MODULE_PATH.exec(message)?.[0]
  return {
    message,
    stack: stack ?? '',
    ...(id ? { id } : {}),
    ...(frame ? { frame } : {}),
    ...(plugin ? { plugin } : {}),
    ...(file && loc?.line !== undefined ? { loc: { file, line: loc.line, column: loc.column ?? 0 } } : {}),
  }
}

/** An absolute path to a module in an error's message. */
const MODULE_PATH = /\/[^\s:'"]+\.[cm]?[jt]sx?\b/
