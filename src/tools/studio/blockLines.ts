import type * as TS from 'typescript'
import { onFirstUse } from '../build/onFirstUse'

/**
 * TypeScript, loaded on first use: `npm run dev` loads this module with its config and its first page (the overlay
 * of a config problem points at a block with it), and TypeScript takes most of a second to load.
 */
const typescript = onFirstUse<typeof TS>('typescript')

/** A 1-based line and column in a source file. */
export interface Position {
  line: number
  column: number
}

/** A page declared in a source file, with where each of its blocks is written. */
export interface DeclaredPage {
  id: string
  /** Where its `sections` list starts. */
  sections: Position
  /**
   * Where each block's object starts, by index; undefined from the first block the list does not write out
   * (a spread `...blocks`), whose place in the page depends on code.
   */
  blocks: (Position | undefined)[]
}

/**
 * The pages a source file declares (`pages/<id>.ts`): every object literal with a string `id` and a `sections`
 * list, written out (`sections: [ … ]`) or returned by a function (a collection page's `sections: (entry) => [ … ]`).
 * Read with TypeScript's parser, so formatting, comments and quotes do not matter.
 */
export function declaredPages(fileName: string, text: string): DeclaredPage[] {
  const ts = typescript()
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const position = (node: TS.Node): Position => {
    const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source))
    return { line: line + 1, column: character + 1 }
  }
  const pages: DeclaredPage[] = []
  const visit = (node: TS.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const id = stringProperty(node, 'id')
      const sections = property(node, 'sections')
      const list = sections && blockList(sections.initializer)
      if (id !== undefined && sections && list) {
        const firstSpread = list.elements.findIndex(ts.isSpreadElement)
        const written = firstSpread === -1 ? list.elements : list.elements.slice(0, firstSpread)
        pages.push({ id, sections: position(sections), blocks: written.map(position) })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return pages
}

/** The block list a `sections` initializer writes: an array literal, or the one a function returns. */
function blockList(initializer: TS.Expression): TS.ArrayLiteralExpression | undefined {
  const ts = typescript()
  const expression = unwrap(initializer)
  if (ts.isArrayLiteralExpression(expression)) return expression
  if (!ts.isArrowFunction(expression) && !ts.isFunctionExpression(expression)) return undefined
  if (!ts.isBlock(expression.body)) return blockList(expression.body)
  const returned = expression.body.statements.find(ts.isReturnStatement)?.expression
  return returned && blockList(returned)
}

function unwrap(expression: TS.Expression): TS.Expression {
  const ts = typescript()
  let inner = expression
  while (ts.isParenthesizedExpression(inner) || ts.isAsExpression(inner) || ts.isSatisfiesExpression(inner))
    inner = inner.expression
  return inner
}

function property(object: TS.ObjectLiteralExpression, name: string): TS.PropertyAssignment | undefined {
  const ts = typescript()
  return object.properties.find(
    (item): item is TS.PropertyAssignment =>
      ts.isPropertyAssignment(item) &&
      (ts.isIdentifier(item.name) || ts.isStringLiteral(item.name)) &&
      item.name.text === name,
  )
}

function stringProperty(object: TS.ObjectLiteralExpression, name: string): string | undefined {
  const ts = typescript()
  const initializer = property(object, name)?.initializer
  return initializer && ts.isStringLiteralLike(initializer) ? initializer.text : undefined
}
