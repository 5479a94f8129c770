import type {
  ArrayExpression,
  Expression,
  ImportDeclaration,
  Node,
  ObjectExpression,
  ObjectProperty,
  Program,
} from '@babel/types'
import { onFirstUse } from '../../build/onFirstUse'
import type { FieldStep, StudioEdit } from './editTypes'
import { editValueSource, valueSource } from './valueSource'

/**
 * magicast's parser, loaded on first use: `npm run dev` bundles this module into its config (the studio's edits), and
 * the studio edits nothing until a block is opened.
 */
const magicast = onFirstUse<typeof import('magicast')>('magicast')
const parseModule = (text: string) => magicast().parseModule(text)

/** An edit the page file cannot take, with what to do instead; nothing is written. */
export class EditRefusal extends Error {}

/** What an edit made of a page file's text. */
export interface EditedSource {
  text: string
  /** Whether the edit wrote copy (msg`…`): the catalogs are then extracted again. */
  wroteCopy: boolean
}

/** What the studio knows of the block types, to add one: each type's gallery fixture, by name. */
export type FixtureProps = (type: string, fixture: string) => object | undefined

/**
 * `edit` applied to the page `pageId` declared in `text` (a `pages/<id>.ts` file), as a minimal source edit: the
 * file is parsed by magicast (Babel's parser), and the new text is spliced in at the positions of the nodes the edit
 * changes (recast's printer would lay the whole block list out again and move trailing comments), so every other
 * character of the file, comments and formatting included, stays as it was. Copy is written msg`…`, and `msg` imported from '@lingui/core/macro'
 * when the file does not import it yet. Throws `EditRefusal` for a block or field the file does not write out.
 */
export function editPageSource(text: string, pageId: string, edit: StudioEdit, fixtures: FixtureProps): EditedSource {
  const module = parseModule(text)
  const program = module.$ast as Program
  const blocks = blockList(program, pageId)
  const written = writtenBlocks(blocks)
  const block = (index: number) => {
    if (!Number.isInteger(index) || index < 0 || index >= written)
      throw new EditRefusal(
        `${pageId} › sections[${index}]: the page file does not write this block out${written < blocks.elements.length ? ' (it comes from a spread `...`, made by code)' : ''}`,
      )
    return blocks.elements[index] as Expression
  }
  const edits = new TextEdits(text)
  let wroteCopy = false
  switch (edit.op) {
    case 'set': {
      const target = block(edit.block)
      const where = `${pageId} › sections[${edit.block}] (${blockType(target)}) › ${fieldName(edit.path)}`
      setField(edits, propsOf(target, where), edit.path, editValueSource(edit.value), where)
      wroteCopy = edit.value.kind === 'copy'
      break
    }
    case 'add': {
      const props = fixtures(edit.type, edit.fixture)
      if (!props) throw new EditRefusal(`${pageId}: the block type ${edit.type} has no fixture ${edit.fixture}`)
      const at = edit.at ?? written
      if (!Number.isInteger(at) || at < 0 || at > written)
        throw new EditRefusal(`${pageId}: a block cannot be added at sections[${at}]`)
      const source = `{ type: ${valueSource(edit.type)}, props: ${valueSource(props)} }`
      reorder(edits, blocks, written, (chunks, indent) => chunks.splice(at, 0, `${indent}${source},`))
      wroteCopy = source.includes('msg`')
      break
    }
    case 'move': {
      block(edit.block)
      block(edit.to)
      reorder(edits, blocks, written, (chunks) => chunks.splice(edit.to, 0, ...chunks.splice(edit.block, 1)))
      break
    }
    case 'duplicate': {
      block(edit.block)
      reorder(edits, blocks, written, (chunks) => chunks.splice(edit.block + 1, 0, chunks[edit.block]!))
      break
    }
    case 'remove': {
      block(edit.block)
      reorder(edits, blocks, written, (chunks) => chunks.splice(edit.block, 1))
      break
    }
  }
  if (wroteCopy) importMsg(edits, program)
  return { text: edits.apply(), wroteCopy }
}

/** The `sections` list of the page whose `id` is `pageId`: an array written out in the file. */
function blockList(program: Program, pageId: string): ArrayExpression {
  const page = findNode(program, (node): node is ObjectExpression => {
    if (node.type !== 'ObjectExpression') return false
    const id = property(node, 'id')?.value
    return id?.type === 'StringLiteral' && id.value === pageId && property(node, 'sections') !== undefined
  })
  if (!page) throw new EditRefusal(`${pageId}: no page file declares this page (an object with id: '${pageId}')`)
  const sections = unwrap(property(page, 'sections')!.value as Expression)
  if (sections.type !== 'ArrayExpression')
    throw new EditRefusal(
      `${pageId} › sections: the page's blocks are made by code (a function of each collection entry), not listed: edit them in its file`,
    )
  return sections
}

/** How many blocks the list writes out before its first spread (`...blocks`), whose place depends on code. */
function writtenBlocks(blocks: ArrayExpression): number {
  const spread = blocks.elements.findIndex((element) => element?.type === 'SpreadElement')
  return spread === -1 ? blocks.elements.length : spread
}

function blockType(block: Expression): string {
  const type = block.type === 'ObjectExpression' ? property(block, 'type')?.value : undefined
  return type?.type === 'StringLiteral' ? type.value : '?'
}

function propsOf(block: Expression, where: string): ObjectExpression {
  const props = block.type === 'ObjectExpression' ? property(block, 'props') : undefined
  const value = props && unwrap(props.value as Expression)
  if (value?.type !== 'ObjectExpression')
    throw new EditRefusal(`${where}: the block's props are made by code, not written out here: edit them in their file`)
  return value
}

/**
 * Writes `source` (an expression's text; undefined leaves the field out) at `path` inside `props`. Each step on the
 * way must be written out (an object or list literal); the value replaced must be a literal, not code such as
 * `privacyPolicy.title` (whose text lives in another file).
 */
function setField(
  edits: TextEdits,
  props: ObjectExpression,
  path: FieldStep[],
  source: string | undefined,
  where: string,
): void {
  if (path.length === 0) throw new EditRefusal(`${where}: no field named`)
  let node: Expression = props
  for (const step of path.slice(0, -1)) {
    const next = childAt(node, step)
    if (!next) throw new EditRefusal(`${where}: ${String(step)} is not written out in the page file`)
    node = unwrap(next)
  }
  const last = path.at(-1)!
  const current = childAt(node, last)
  if (current && !isLiteral(current))
    throw new EditRefusal(
      `${where}: the value is code (\`${edits.of(current)}\`), not text: change it where it is written`,
    )
  if (current && source !== undefined) return edits.replace(current, source)
  if (typeof last === 'number' || node.type !== 'ObjectExpression')
    throw new EditRefusal(`${where}: not a field the page file writes out`)
  if (source === undefined) {
    const existing = property(node, last)
    if (existing) edits.removeProperty(node, existing)
  } else edits.addProperty(node, `${last}: ${source}`)
}

/** The expression at `step` of an object or list literal, if the literal writes it (no spread before it). */
function childAt(node: Expression, step: FieldStep): Expression | undefined {
  if (typeof step === 'number') {
    if (node.type !== 'ArrayExpression' || writtenBlocks(node) <= step) return undefined
    return (node.elements[step] as Expression | null) ?? undefined
  }
  if (node.type !== 'ObjectExpression') return undefined
  return property(node, step)?.value as Expression | undefined
}

/** A value written as it is: a string, a number, a boolean, msg`…` or a template without placeholders. */
function isLiteral(node: Expression): boolean {
  const inner = unwrap(node)
  switch (inner.type) {
    case 'StringLiteral':
    case 'NumericLiteral':
    case 'BooleanLiteral':
      return true
    case 'TemplateLiteral':
      return inner.expressions.length === 0
    case 'TaggedTemplateExpression':
      return inner.tag.type === 'Identifier' && inner.tag.name === 'msg' && inner.quasi.expressions.length === 0
    case 'UnaryExpression':
      return inner.operator === '-' && inner.argument.type === 'NumericLiteral'
    default:
      return false
  }
}

/** Adds `msg` to the file's import from '@lingui/core/macro', or the import itself after the last one. */
function importMsg(edits: TextEdits, program: Program): void {
  const imports = program.body.filter((node): node is ImportDeclaration => node.type === 'ImportDeclaration')
  const macro = imports.find((node) => node.source.value === '@lingui/core/macro' && node.importKind !== 'type')
  const named = (macro?.specifiers ?? []).filter((specifier) => specifier.type === 'ImportSpecifier')
  const isMsg = (specifier: (typeof named)[number]) =>
    specifier.local.name === 'msg' &&
    (specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value) === 'msg'
  if (named.some(isMsg)) return
  const statement = "import { msg } from '@lingui/core/macro'"
  if (named.length > 0) edits.insert(named.at(-1)!.end!, ', msg')
  else if (imports.length > 0) edits.insert(imports.at(-1)!.end!, `\n${statement}`)
  else edits.insert(0, `${statement}\n`)
}

/**
 * Rewrites the block list: each of its first `written` blocks is a chunk of whole lines (its object and the comment
 * lines above it), which `change` reorders, drops, copies or adds to (a new chunk is given the blocks' indent).
 * A list that does not write one block per line (`[{ … }, { … }]`) is laid out so first.
 */
function reorder(
  edits: TextEdits,
  blocks: ArrayExpression,
  written: number,
  change: (chunks: string[], indent: string) => void,
): void {
  const { original } = edits
  const elements = blocks.elements.slice(0, written) as Expression[]
  const lines = original.split('\n')
  const line = (offset: number) => original.slice(0, offset).split('\n').length - 1
  const open = line(blocks.start!)
  const ends = elements.map((element) => line(element.end!))
  const ownLines =
    elements.length > 0 &&
    elements.every((element, index) => line(element.start!) > (index === 0 ? open : ends[index - 1]!)) &&
    line(blocks.end!) > ends.at(-1)!
  if (!ownLines) {
    const indent = `${indentOf(lines[open]!)}  `
    const chunks = elements.map((element) => `${indent}${edits.of(element)},`)
    const rest = blocks.elements.slice(written).map((element) => `${indent}${edits.of(element!)},`)
    change(chunks, indent)
    return edits.replace(blocks, `[\n${[...chunks, ...rest].join('\n')}\n${indentOf(lines[open]!)}]`)
  }
  const chunks = elements.map((element, index) => {
    const chunk = lines.slice(index === 0 ? open + 1 : ends[index - 1]! + 1, ends[index]! + 1)
    // A block written without a comma after it (the last one) gets one, as it may no longer be last.
    const lineEnd = original.indexOf('\n', element.end!)
    if (!original.slice(element.end!, lineEnd).trimStart().startsWith(',')) {
      const column = element.end! - (original.lastIndexOf('\n', element.end! - 1) + 1)
      const last = chunk.length - 1
      chunk[last] = `${chunk[last]!.slice(0, column)},${chunk[last]!.slice(column)}`
    }
    return chunk.join('\n')
  })
  change(chunks, indentOf(lines[line(elements[0]!.start!)]!))
  const from = lineStart(original, open + 1)
  const to = lineStart(original, ends.at(-1)! + 1)
  edits.splice(from, to, chunks.map((chunk) => `${chunk}\n`).join(''))
}

/** The offset where line `index` (0-based) of `text` starts. */
function lineStart(text: string, index: number): number {
  let offset = 0
  for (let line = 0; line < index; line++) offset = text.indexOf('\n', offset) + 1
  return offset
}

const indentOf = (line: string) => line.slice(0, line.length - line.trimStart().length)

/** Changes to the original text, by offset, applied at once from the end (none overlaps another). */
class TextEdits {
  #changes: { from: number; to: number; text: string }[] = []
  constructor(readonly original: string) {}
  /** The text of a node as the file writes it. */
  of(node: Node): string {
    return this.original.slice(node.start!, node.end!)
  }
  splice(from: number, to: number, text: string): void {
    this.#changes.push({ from, to, text })
  }
  insert(at: number, text: string): void {
    this.splice(at, at, text)
  }
  replace(node: Node, text: string): void {
    this.splice(node.start!, node.end!, text)
  }
  /** Adds `source` (`key: value`) after the object's last property, on a line of its own when they have theirs. */
  addProperty(object: ObjectExpression, source: string): void {
    const last = object.properties.at(-1)
    if (!last) return this.replace(object, `{ ${source} }`)
    const lineEnd = this.original.indexOf('\n', last.end!)
    const ownLine =
      lineEnd !== -1 && lineEnd < object.end! && this.original.slice(last.end!, lineEnd).trimStart().startsWith(',')
    if (!ownLine) return this.insert(last.end!, `, ${source}`)
    const lineOf = this.original.slice(this.original.lastIndexOf('\n', last.start!) + 1)
    this.insert(lineEnd, `\n${indentOf(lineOf)}${source},`)
  }
  /**
   * Removes a property with its comma: its whole lines when it has lines of its own (with a comment after it on its
   * last line), else up to the next property (or from the previous one, for the last).
   */
  removeProperty(object: ObjectExpression, item: ObjectProperty): void {
    const { original } = this
    const lineStart = original.lastIndexOf('\n', item.start! - 1) + 1
    const lineEnd = original.indexOf('\n', item.end!)
    const rest = original.slice(item.end!, lineEnd).trim()
    const ownLines =
      original.slice(lineStart, item.start!).trim() === '' &&
      lineEnd !== -1 &&
      lineEnd < object.end! &&
      (rest === ',' || rest.startsWith(', //') || rest.startsWith(',//'))
    if (ownLines) return this.splice(lineStart, lineEnd + 1, '')
    const index = object.properties.indexOf(item)
    const next = object.properties[index + 1]
    const previous = object.properties[index - 1]
    if (next) this.splice(item.start!, next.start!, '')
    else if (previous) this.splice(previous.end!, item.end!, '')
    else this.replace(object, '{}')
  }
  apply(): string {
    return this.#changes
      .sort((a, b) => b.from - a.from)
      .reduce((text, { from, to, text: inserted }) => text.slice(0, from) + inserted + text.slice(to), this.original)
  }
}

function property(object: ObjectExpression, name: string): ObjectProperty | undefined {
  return object.properties.find(
    (item): item is ObjectProperty =>
      item.type === 'ObjectProperty' &&
      !item.computed &&
      ((item.key.type === 'Identifier' && item.key.name === name) ||
        (item.key.type === 'StringLiteral' && item.key.value === name)),
  )
}

/** The expression inside `( … )`, `… as T` and `… satisfies T`. */
function unwrap(node: Expression): Expression {
  let inner = node
  while (
    inner.type === 'TSAsExpression' ||
    inner.type === 'TSSatisfiesExpression' ||
    inner.type === 'ParenthesizedExpression'
  )
    inner = inner.expression
  return inner
}

/** The first node under `root` (depth first, in source order) that `matches`. */
function findNode<T extends Node>(root: Node, matches: (node: Node) => node is T): T | undefined {
  const stack: Node[] = [root]
  while (stack.length > 0) {
    const node = stack.shift()!
    if (matches(node)) return node
    const children = Object.entries(node)
      .filter(([key]) => !NOT_CHILDREN.has(key))
      .flatMap(([, value]) => (Array.isArray(value) ? (value as unknown[]) : [value]))
      .filter((value): value is Node => typeof value === 'object' && value !== null && 'type' in value)
    stack.unshift(...children)
  }
  return undefined
}

/** Keys of a recast node that are no part of its syntax tree. */
const NOT_CHILDREN = new Set(['loc', 'original', 'tokens', 'comments', 'leadingComments', 'trailingComments'])

/** `title`, `actions[0].label`. */
function fieldName(path: FieldStep[]): string {
  return path.map((step, index) => (typeof step === 'number' ? `[${step}]` : index === 0 ? step : `.${step}`)).join('')
}

/** What the studio may change of a block in its page file (`StudioBlock['editable']`). */
export interface BlockEditability {
  /** Written out in the list: it can be moved, copied and removed. */
  block: boolean
  /** Its props are an object written out: its fields can be set. */
  props: boolean
  /** The props it writes as values (a string, a number, a boolean, msg`…`), not as code nor through a spread. */
  literalFields: string[]
}

/** What the studio may change of each block of the page `pageId` declared in `text`, by index; none if no list. */
export function editableBlocks(text: string, pageId: string): BlockEditability[] {
  let blocks: ArrayExpression
  try {
    blocks = blockList(parseModule(text).$ast as Program, pageId)
  } catch {
    return []
  }
  return blocks.elements.slice(0, writtenBlocks(blocks)).map((element) => {
    const block = element as Expression
    const props = block.type === 'ObjectExpression' ? property(block, 'props') : undefined
    const object = props && unwrap(props.value as Expression)
    if (object?.type !== 'ObjectExpression') return { block: true, props: false, literalFields: [] }
    const literalFields = object.properties.flatMap((item) =>
      item.type === 'ObjectProperty' && item.key.type === 'Identifier' && isLiteral(item.value as Expression)
        ? [item.key.name]
        : [],
    )
    return { block: true, props: true, literalFields }
  })
}
