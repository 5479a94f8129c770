import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

const root = resolve(import.meta.dirname, '../..')

/** The project's files (relative to the repository root) and, for each, the project files it imports. */
export type ImportGraph = Map<string, Set<string>>

/**
 * Every module a file names: imports and re-exports (`import type` too), `import()` calls and types,
 * `import x = require()`, module augmentations and the files an `import.meta.glob` pattern matches.
 */
function specifiersOf(source: ts.SourceFile): { modules: string[]; globs: string[] } {
  const modules: string[] = []
  const globs: string[] = []
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) modules.push(node.moduleSpecifier.text)
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression
      if (ts.isStringLiteral(expression)) modules.push(expression.text)
    } else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) {
      modules.push(node.name.text)
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument
      if (ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal)) modules.push(argument.literal.text)
    } else if (ts.isCallExpression(node)) {
      const [first] = node.arguments
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword && first && ts.isStringLiteralLike(first)) {
        modules.push(first.text)
      } else if (isImportMetaGlob(node.expression) && first) {
        const patterns = ts.isArrayLiteralExpression(first) ? [...first.elements] : [first]
        for (const pattern of patterns) if (ts.isStringLiteralLike(pattern)) globs.push(pattern.text)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { modules, globs }
}

function isImportMetaGlob(expression: ts.Expression): boolean {
  return (
    ts.isPropertyAccessExpression(expression) &&
    expression.name.text === 'glob' &&
    ts.isMetaProperty(expression.expression) &&
    expression.expression.name.text === 'meta'
  )
}

/** A Vite glob pattern (`/` = the repository root, `*` = one name, `**` = any folders) as a test on project paths. */
function globMatcher(pattern: string, fromFile: string): (path: string) => boolean {
  const negated = pattern.startsWith('!')
  const body = negated ? pattern.slice(1) : pattern
  const absolute = body.startsWith('/') ? join(root, body) : resolve(dirname(join(root, fromFile)), body)
  const source = relative(root, absolute)
    .split('**')
    .map((part) => part.split('*').map(escapeRegExp).join('[^/]*'))
    .join('.*')
  const regExp = new RegExp(`^${source}$`)
  return negated ? (path) => !regExp.test(path) : (path) => regExp.test(path)
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')

/** The import graph of every file `tsconfig.json` includes and every project file they reach. */
export function importGraph(): ImportGraph {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      },
    },
  )!
  const isProjectFile = (path: string) => !path.includes('/node_modules/') && path.startsWith(root + '/')
  const projectFiles = config.fileNames.filter(isProjectFile).map((path) => relative(root, path))
  const graph: ImportGraph = new Map()
  const queue = [...projectFiles]
  while (queue.length > 0) {
    const file = queue.pop()!
    if (graph.has(file)) continue
    const edges = new Set<string>()
    graph.set(file, edges)
    const absolute = join(root, file)
    const source = ts.createSourceFile(absolute, readFileSync(absolute, 'utf8'), ts.ScriptTarget.Latest, true)
    const { modules, globs } = specifiersOf(source)
    for (const specifier of modules) {
      const resolved = ts.resolveModuleName(specifier, absolute, config.options, ts.sys).resolvedModule
      if (!resolved || !isProjectFile(resolved.resolvedFileName)) continue
      edges.add(relative(root, resolved.resolvedFileName))
    }
    if (globs.length > 0) {
      const matchers = globs.map((pattern) => globMatcher(pattern, file))
      const positive = matchers.filter((_, index) => !globs[index]!.startsWith('!'))
      const negative = matchers.filter((_, index) => globs[index]!.startsWith('!'))
      for (const candidate of projectFiles) {
        if (positive.some((match) => match(candidate)) && negative.every((match) => match(candidate))) {
          edges.add(candidate)
        }
      }
    }
    for (const edge of edges) if (!graph.has(edge)) queue.push(edge)
  }
  return graph
}

/** The import cycles of a graph: each strongly connected component of more than one file, or a file importing itself. */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>()
  const lowLink = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  let counter = 0
  const connect = (file: string) => {
    index.set(file, counter)
    lowLink.set(file, counter)
    counter += 1
    stack.push(file)
    onStack.add(file)
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        connect(next)
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(next)!))
      } else if (onStack.has(next)) {
        lowLink.set(file, Math.min(lowLink.get(file)!, index.get(next)!))
      }
    }
    if (lowLink.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    if (component.length > 1 || graph.get(file)?.has(file)) cycles.push(component.sort())
  }
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file)
  return cycles
}
