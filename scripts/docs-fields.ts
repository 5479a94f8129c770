import { relative, resolve } from 'node:path'
import ts from 'typescript'

/** One field a marketer can write, read from a props interface and its JSDoc. */
export interface FieldDoc {
  /** Its path inside the object it belongs to: `title`, `stats[].value`, `meta.description`. */
  name: string
  /** The type as written in the source (`Copy[]`, `'primary' | 'ghost'`). */
  type: string
  /** False when the field may be left out (`?` in the interface). */
  required: boolean
  /** The JSDoc text, as written. */
  doc: string
}

/** The JSDoc text of a declaration, as written. */
export function docOf(checker: ts.TypeChecker, symbol: ts.Symbol | undefined): string {
  return symbol ? ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim() : ''
}

/** Reads the fields of props and page types, following nested objects declared in the project. */
export class FieldReader {
  /** Fields of the project that have no JSDoc yet, as `file › Type › field`. */
  readonly undocumented = new Set<string>()
  /** The `Block` type and its members: the guide's own chapter, never unfolded inside a field. */
  readonly blockTypes = new Set<ts.Type>()
  private readonly checker: ts.TypeChecker

  constructor(
    private readonly program: ts.Program,
    private readonly root: string,
    /** `common.ts` and `image.ts`, whose named types the guide describes once, in a chapter of their own. */
    private readonly sharedFiles: readonly string[],
  ) {
    this.checker = program.getTypeChecker()
  }

  /**
   * The fields of an object type, in declaration order. An object field whose type is declared in the project
   * (not a named type of `common.ts` or `image.ts`, which the guide describes once) is followed by its own fields.
   */
  fields(type: ts.Type, prefix = '', skip: readonly string[] = [], outer: readonly ts.Type[] = []): FieldDoc[] {
    const symbols = this.checker.getPropertiesOfType(type).filter((symbol) => !skip.includes(symbol.name))
    return symbols.flatMap((symbol) => {
      const declaration = symbol.declarations?.[0]
      const name = `${prefix}${symbol.name}`
      const written = declaration && ts.isPropertySignature(declaration) ? declaration.type : undefined
      const valueType = this.checker.getNonNullableType(this.checker.getTypeOfSymbol(symbol))
      const field: FieldDoc = {
        name,
        type: written
          ? written.getText(declaration!.getSourceFile())
          : this.checker.typeToString(valueType, undefined, ts.TypeFormatFlags.NoTruncation),
        required: !(symbol.flags & ts.SymbolFlags.Optional),
        doc: docOf(this.checker, symbol),
      }
      if (!field.doc && declaration && this.isProjectFile(declaration.getSourceFile()))
        this.undocumented.add(`${this.where(declaration)} › ${symbol.name}`)
      const isArray = this.checker.isArrayType(valueType)
      const inner = isArray ? this.checker.getTypeArguments(valueType as ts.TypeReference)[0]! : valueType
      // A type met again on the way in (a recursive type) is not unfolded a second time.
      const path = [...outer, type]
      const nested = path.includes(inner) ? [] : this.nestedFields(inner, `${name}${isArray ? '[]' : ''}.`, path)
      return [field, ...nested]
    })
  }

  private nestedFields(type: ts.Type, prefix: string, outer: readonly ts.Type[]): FieldDoc[] {
    const declaration = (type.aliasSymbol ?? type.getSymbol())?.declarations?.[0]
    const isObject = (type.flags & ts.TypeFlags.Object) !== 0 && type.getCallSignatures().length === 0
    if (!isObject || !declaration || !this.isProjectFile(declaration.getSourceFile())) return []
    const isNamed = ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration)
    // Named shared types have their own chapter, and so have the page's blocks.
    const isShared = isNamed && this.sharedFiles.includes(resolve(declaration.getSourceFile().fileName))
    return isShared || this.blockTypes.has(type) ? [] : this.fields(type, prefix, [], outer)
  }

  private isProjectFile(file: ts.SourceFile): boolean {
    return !this.program.isSourceFileFromExternalLibrary(file) && !file.fileName.includes('/node_modules/')
  }

  private where(node: ts.Node): string {
    const parent = node.parent
    const owner =
      parent && (ts.isInterfaceDeclaration(parent) || ts.isTypeAliasDeclaration(parent)) ? ` › ${parent.name.text}` : ''
    return `${relative(this.root, node.getSourceFile().fileName)}${owner}`
  }
}
