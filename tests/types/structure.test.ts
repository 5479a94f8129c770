import { beforeAll, describe, expect, it } from 'vitest'
import { importCycles, importGraph, type ImportGraph } from './importGraph'

/**
 * The house's shape (docs/developers.md, "Find your way"): data flows one way, content → engine → HTML. No file
 * imports itself through others; the site's rooms import only downwards and the engine's rooms have few arrows back
 * up. Type-only imports, `import()` types and `import.meta.glob` count (`importGraph.ts`). For the rooms, tests and
 * sections' fixtures may reach across: they are left out. The engine's test helpers (`src/testing/`) are engine: they
 * drive it with a small test site of their own, never the site's.
 */

/** The site's rooms, top to bottom: each imports only rooms after it. */
const SITE_ROOMS = ['app', 'pages', 'sections', 'layouts', 'content', 'src']

/**
 * The engine's rooms (the folders of `src/`), top to bottom: the tools that build and serve, the page's shell, the router,
 * the config and its checks, then the design system, which imports no other room.
 */
const ENGINE_FLOORS = [
  'src/tools',
  'src/server',
  'src/gallery',
  'src/engine',
  'src/testing',
  'src/render',
  'src/styles',
  'src/vcard',
  'src/consent',
  'src/forms',
  'src/router',
  'src/config',
  'src/i18n',
  'src/design',
]

/**
 * The engine's arrows back up, each with why it stays (the ceiling is five). Fixing one removes it here: the
 * test fails on an arrow missing from the list as much as on a new one.
 */
const KNOWN_BACK_UP = [
  // The config check validates lead forms by their field kinds and the site's settings name the forms.
  'src/config -> src/forms',
  // A route resolves to its head and its blocks' loaders (`render/head.ts`, `sectionLoader.ts`); the renderer reads
  // the route back through the router's hooks.
  'src/router -> src/render',
]

describe('the house', () => {
  let whole: ImportGraph
  let graph: ImportGraph
  // Reads and parses every source file, once for every case here: 2–6 s alone, over 20 s on a loaded two-core
  // machine (a CI run beside a build).
  beforeAll(() => {
    whole = importGraph()
    graph = withoutTests(whole)
  }, 120_000)

  it('imports form no cycle, type-only imports, import() types and import.meta.glob included', () => {
    expect(whole.size).toBeGreaterThan(100)
    const cycles = importCycles(whole).map((files) => `${files.length} files: ${files.join(', ')}`)
    expect(cycles).toEqual([])
  })

  it(
    'the site imports only downwards: app, pages, sections, layouts, content, the engine',
    { timeout: 120_000 },
    () => {
      const upwards = arrows(graph, siteRoomOf).filter(
        ([from, to]) => SITE_ROOMS.indexOf(to) <= SITE_ROOMS.indexOf(from),
      )
      expect(upwards.map(([from, to]) => `${from} -> ${to}`)).toEqual([])
    },
  )

  it(`the engine's rooms have at most five arrows back up, each one known`, () => {
    const found = arrows(graph, engineRoomOf)
    for (const [from, to] of found) {
      expect(ENGINE_FLOORS, `${from} is a room of src/: give it its floor`).toContain(from)
      expect(ENGINE_FLOORS, `${to} is a room of src/: give it its floor`).toContain(to)
    }
    const backUp = found.filter(([from, to]) => ENGINE_FLOORS.indexOf(to) < ENGINE_FLOORS.indexOf(from))
    expect(new Set(backUp.map(([from, to]) => `${from} -> ${to}`))).toEqual(new Set(KNOWN_BACK_UP))
    expect(KNOWN_BACK_UP.length).toBeLessThanOrEqual(5)
  })

  it('sees the imports it judges (a broken walk would find nothing to refuse)', () => {
    expect(graph.get('app/hydrate.tsx')).toContain('src/render/SiteApp.tsx')
    expect(graph.get('layouts/index.ts')).toContain('layouts/chrome/SiteHeader.tsx')
    expect(graph.get('sections/hero/schema.ts')).toContain('src/engine/index.ts')
  })
})

/** The graph of the site's and the engine's own files: tests, their support and the scripts left out. */
function withoutTests(graph: ImportGraph): ImportGraph {
  const judged = (path: string) =>
    /^(app|src|sections|layouts|pages|content)\//.test(path) || path === 'pages.config.ts'
  const testSupport = (path: string) => /\.test\.tsx?$/.test(path) || /^sections\/[^/]+\/fixtures\.ts$/.test(path)
  const kept = (path: string) => judged(path) && !testSupport(path)
  return new Map(
    [...graph].filter(([file]) => kept(file)).map(([file, targets]) => [file, new Set([...targets].filter(kept))]),
  )
}

/** The site's room of a path: `pages.config.ts` is the pages'. */
function siteRoomOf(path: string): string {
  return path === 'pages.config.ts' ? 'pages' : path.split('/')[0]!
}

/** The engine's room of a path (its folder in `src/`), or undefined outside the engine. */
function engineRoomOf(path: string): string | undefined {
  const [top, room, ...rest] = path.split('/')
  return top === 'src' && rest.length > 0 ? `${top}/${room}` : undefined
}

/** The distinct arrows between rooms (`roomOf` undefined: not judged), sorted. */
function arrows(graph: ImportGraph, roomOf: (path: string) => string | undefined): Array<[string, string]> {
  const found = new Set<string>()
  for (const [file, targets] of graph) {
    const from = roomOf(file)
    for (const target of targets) {
      const to = roomOf(target)
      if (from && to && from !== to) found.add(`${from}\0${to}`)
    }
  }
  return [...found].sort().map((arrow) => arrow.split('\0') as [string, string])
}
