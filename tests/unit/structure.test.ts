import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * The house's shape (docs/developers.md, "Where things live"): data flows one way, content → engine → HTML. The
 * site's rooms import only downwards, the engine's rooms have few arrows back up, and no module imports itself
 * through others, type-only imports included (lint's `import-x/no-cycle` does not follow those). Tests and their
 * support (`src/testing/`, sections' fixtures) may reach across: they are left out.
 */
const root = resolve(import.meta.dirname, '../..')

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
  // The config check refuses a page at an address the server keeps for its not-found answers.
  'src/config -> src/router',
  // The site's root (`SiteRoot`) renders the page, the skip link, the head and the cookie banner around the route.
  'src/router -> src/consent',
  'src/router -> src/render',
]

describe('the house', () => {
  const graph = importGraph()

  it('the site imports only downwards: app, pages, sections, layouts, content, the engine', () => {
    const upwards = arrows(graph, siteRoomOf).filter(([from, to]) => SITE_ROOMS.indexOf(to) <= SITE_ROOMS.indexOf(from))
    expect(upwards.map(describeArrow)).toEqual([])
  })

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

  it('no module imports itself through others, type-only imports included', () => {
    expect(cycles(graph).map((cycle) => cycle.join(' → '))).toEqual([])
  })

  it('sees the imports it judges (a broken walk would find nothing to refuse)', () => {
    expect(graph.get('app/hydrate.tsx')).toContain('src/render/SiteApp.tsx')
    expect(graph.get('layouts/index.ts')).toContain('layouts/chrome/SiteHeader.tsx')
    expect(graph.get('sections/hero/schema.ts')).toContain('src/engine/index.ts')
  })
})

/** Each source file's imports (type-only too) of other source files, by path from the root; tests left out. */
function importGraph(): Map<string, string[]> {
  const files = ['app', 'src', 'sections', 'layouts', 'pages', 'content']
    .flatMap((folder) => sourceFiles(join(root, folder)))
    .concat(join(root, 'pages.config.ts'))
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const targets = importedFiles
      .map(({ fileName }) => (fileName.startsWith('.') ? resolveSource(dirname(file), fileName) : undefined))
      .filter((target): target is string => target !== undefined && !isTestSupport(target))
    graph.set(relative(root, file), [...new Set(targets.map((target) => relative(root, target)))])
  }
  return graph
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => join(folder, name))
    .filter((file) => !isTestSupport(file))
}

function isTestSupport(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || file.includes('/src/testing/') || /\/sections\/[^/]+\/fixtures\.ts$/.test(file)
}

function resolveSource(from: string, specifier: string): string | undefined {
  const base = resolve(from, specifier)
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]
  return candidates.find((path) => /\.tsx?$/.test(path) && existsSync(path) && statSync(path).isFile())
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
function arrows(graph: Map<string, string[]>, roomOf: (path: string) => string | undefined): Array<[string, string]> {
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

function describeArrow([from, to]: [string, string]): string {
  return `${from} -> ${to}`
}

/** The import cycles (Tarjan's strongly connected components of more than one module, or a module importing itself). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  let next = 0
  const visit = (node: string) => {
    index.set(node, next)
    low.set(node, next++)
    stack.push(node)
    onStack.add(node)
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node)!, low.get(target)!))
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!))
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}
