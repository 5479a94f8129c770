import { dirname, relative, resolve } from 'node:path'
import ts from 'typescript'
import { docOf, FieldReader, type FieldDoc } from './docs-fields'

/** One block type of the registry. */
export interface BlockDoc {
  type: string
  /** The JSDoc of its `defineSection` export. */
  summary: string
  fields: FieldDoc[]
}

/** A type shared by many blocks (`src/config/common.ts`). */
export interface SharedTypeDoc {
  name: string
  doc: string
  /** What a type alias stands for (`'light' | 'muted' | 'inverse' | 'brand'`); interfaces have fields instead. */
  definition?: string
  fields: FieldDoc[]
}

/** Everything the marketers' guide says, read from the sources. */
export interface GuideModel {
  /** Fields every block has besides `type` and `props` (from the `Block` type). */
  blockFields: FieldDoc[]
  blocks: BlockDoc[]
  /** The fields of a page (`PageConfig`). */
  pageFields: FieldDoc[]
  /** The layout names, in order, and the JSDoc that describes them. */
  layouts: { names: string[]; doc: string }
  sharedTypes: SharedTypeDoc[]
  /** The image field and its parts (`src/config/image.ts`), a chapter of their own. */
  images: SharedTypeDoc[]
  /** Fields of the project that have no JSDoc yet, as `file › Type › field`. */
  undocumented: string[]
}

/** Where the guide reads from, relative to the project root. */
export const GUIDE_SOURCES = {
  registry: 'sections/index.ts',
  layouts: 'layouts/index.ts',
  pages: 'src/config/pages.ts',
  common: 'src/config/common.ts',
  images: 'src/config/image.ts',
} as const

/** The types of `image.ts` marketers write (the rest of that file is for section authors). */
const IMAGE_TYPES = ['Image', 'ImageFocus']

/** A source the guide cannot be written from, named with where to fix it. */
export class GuideSourceError extends Error {}

/** Reads the guide's model with the TypeScript compiler, using the project's `tsconfig.json`. */
export function readGuideModel(root: string): GuideModel {
  const configPath = resolve(root, 'tsconfig.json')
  const config = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path))
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(configPath))
  const files = Object.values(GUIDE_SOURCES).map((file) => resolve(root, file))
  const program = ts.createProgram(files, options)
  return new GuideReader(program, root).read()
}

class GuideReader {
  private readonly checker: ts.TypeChecker
  private readonly fieldReader: FieldReader

  constructor(
    private readonly program: ts.Program,
    private readonly root: string,
  ) {
    this.checker = program.getTypeChecker()
    this.fieldReader = new FieldReader(
      program,
      root,
      [GUIDE_SOURCES.common, GUIDE_SOURCES.images].map((file) => resolve(root, file)),
    )
  }

  read(): GuideModel {
    const registry = this.source(GUIDE_SOURCES.registry)
    const pages = this.source(GUIDE_SOURCES.pages)
    const blockMembers = this.blockMembers(registry)
    const firstMember = blockMembers.values().next().value
    return {
      blockFields: firstMember ? this.fieldReader.fields(firstMember, '', ['type', 'props']) : [],
      blocks: this.registryEntries(registry).map(({ type, summary }) => {
        const member = blockMembers.get(type)
        if (!member) throw new GuideSourceError(`${GUIDE_SOURCES.registry}: "${type}" is missing from the Block type`)
        const props = this.checker.getTypeOfSymbol(this.property(member, 'props'))
        return { type, summary, fields: this.fieldReader.fields(props) }
      }),
      pageFields: this.fieldReader.fields(this.declaredType(pages, 'PageConfig')),
      layouts: this.layouts(this.source(GUIDE_SOURCES.layouts)),
      sharedTypes: this.sharedTypes(this.source(GUIDE_SOURCES.common)),
      images: this.sharedTypes(this.source(GUIDE_SOURCES.images)).filter((type) => IMAGE_TYPES.includes(type.name)),
      undocumented: [...this.fieldReader.undocumented],
    }
  }

  private source(file: string): ts.SourceFile {
    const source = this.program.getSourceFile(resolve(this.root, file))
    if (!source) throw new GuideSourceError(`${file} could not be read`)
    return source
  }

  /** The registry's entries in the order they are listed, each with the JSDoc of its section. */
  private registryEntries(registry: ts.SourceFile): { type: string; summary: string }[] {
    const declaration = this.statements(registry, ts.isVariableStatement)
      .flatMap((statement) => [...statement.declarationList.declarations])
      .find((item) => item.name.getText(registry) === 'sections')
    let literal = declaration?.initializer
    while (literal && (ts.isSatisfiesExpression(literal) || ts.isAsExpression(literal))) literal = literal.expression
    if (!literal || !ts.isObjectLiteralExpression(literal))
      throw new GuideSourceError(`${GUIDE_SOURCES.registry}: expected \`export const sections = { … }\``)
    return literal.properties.map((property) => {
      const symbol = ts.isShorthandPropertyAssignment(property)
        ? this.checker.getShorthandAssignmentValueSymbol(property)
        : property.name && this.checker.getSymbolAtLocation(property.name)
      const section = symbol && symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol
      const type = property.name?.getText(registry) ?? ''
      const summary = section ? docOf(this.checker, section) : ''
      if (!summary)
        throw new GuideSourceError(
          `sections/${type}/index.ts: add a JSDoc line (/** … */) on the defineSection export saying what the block is`,
        )
      return { type, summary }
    })
  }

  /** Each member of the `Block` union, by its `type`. */
  private blockMembers(registry: ts.SourceFile): Map<string, ts.Type> {
    const block = this.declaredType(registry, 'Block')
    const members = block.isUnion() ? block.types : [block]
    for (const type of [block, ...members]) this.fieldReader.blockTypes.add(type)
    return new Map(
      members.map((member) => {
        const literal = this.checker.getTypeOfSymbol(this.property(member, 'type'))
        return [literal.isStringLiteral() ? literal.value : '', member]
      }),
    )
  }

  /** The layouts of `layouts/index.ts` in the order they are listed, each described by its own JSDoc. */
  private layouts(source: ts.SourceFile): GuideModel['layouts'] {
    const declaration = this.statements(source, ts.isVariableStatement)
      .flatMap((statement) => [...statement.declarationList.declarations])
      .find((item) => item.name.getText(source) === 'layouts')
    let literal = declaration?.initializer
    while (literal && (ts.isSatisfiesExpression(literal) || ts.isAsExpression(literal))) literal = literal.expression
    if (!literal || !ts.isObjectLiteralExpression(literal) || literal.properties.length === 0)
      throw new GuideSourceError(`${GUIDE_SOURCES.layouts}: expected \`export const layouts = { … }\``)
    const entries = literal.properties.map((property) => {
      const name = property.name?.getText(source) ?? ''
      const summary = property.name ? docOf(this.checker, this.checker.getSymbolAtLocation(property.name)) : ''
      return { name, summary }
    })
    const undocumented = entries.filter((entry) => !entry.summary).map((entry) => entry.name)
    if (undocumented.length > 0)
      throw new GuideSourceError(
        `${GUIDE_SOURCES.layouts}: add a JSDoc line (/** … */) on each layout saying what it puts around a page` +
          ` (missing: ${undocumented.join(', ')})`,
      )
    return {
      names: entries.map((entry) => entry.name),
      doc: entries.map((entry) => `- \`${entry.name}\`: ${entry.summary.replace(/\s*\n\s*/g, ' ')}`).join('\n'),
    }
  }

  /** Every exported interface and type alias of a file of shared types (`common.ts`), in source order. */
  private sharedTypes(common: ts.SourceFile): SharedTypeDoc[] {
    const isType = (node: ts.Node) => ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)
    const exported = (node: ts.InterfaceDeclaration | ts.TypeAliasDeclaration) =>
      node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) ?? false
    return common.statements
      .filter(isType)
      .filter(exported)
      .map((statement) => {
        const symbol = this.checker.getSymbolAtLocation(statement.name)
        const doc = docOf(this.checker, symbol)
        if (ts.isTypeAliasDeclaration(statement))
          return { name: statement.name.text, doc, definition: statement.type.getText(common), fields: [] }
        return {
          name: statement.name.text,
          doc,
          fields: symbol ? this.fieldReader.fields(this.checker.getDeclaredTypeOfSymbol(symbol)) : [],
        }
      })
  }

  private declaredType(source: ts.SourceFile, name: string): ts.Type {
    const declaration = source.statements.find(
      (statement): statement is ts.InterfaceDeclaration | ts.TypeAliasDeclaration =>
        (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && statement.name.text === name,
    )
    if (!declaration) throw new GuideSourceError(`${relative(this.root, source.fileName)}: type ${name} not found`)
    return this.checker.getTypeAtLocation(declaration.name)
  }

  private property(type: ts.Type, name: string): ts.Symbol {
    const symbol = type.getProperty(name)
    if (!symbol) throw new GuideSourceError(`${GUIDE_SOURCES.registry}: a Block has no "${name}"`)
    return symbol
  }

  private statements<T extends ts.Statement>(source: ts.SourceFile, is: (node: ts.Node) => node is T): T[] {
    return source.statements.filter(is)
  }
}
