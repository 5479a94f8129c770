/** The part of sax 1.6 (no bundled types) the SVG check uses (`svgSafety.ts`): strict, namespace-aware parsing. */
declare module 'sax' {
  export interface QualifiedAttribute {
    name: string
    value: string
    prefix: string
    local: string
    /** The namespace URI its prefix is bound to; '' for an attribute without a prefix. */
    uri: string
  }
  export interface QualifiedTag {
    name: string
    prefix: string
    local: string
    /** The namespace URI of the element, resolved from its prefix or the default namespace in scope. */
    uri: string
    attributes: Record<string, QualifiedAttribute>
    isSelfClosing: boolean
  }
  export interface ProcessingInstruction {
    name: string
    body: string
  }
  export interface SAXParser {
    onopentag: (tag: QualifiedTag) => void
    onclosetag: (name: string) => void
    ondoctype: (doctype: string) => void
    onprocessinginstruction: (instruction: ProcessingInstruction) => void
    onerror: (error: Error) => void
    write(chunk: string): SAXParser
    close(): SAXParser
  }
  export interface SAXOptions {
    xmlns?: boolean
    /** Decode XML's five entities only (`&amp;`…), not HTML's. */
    strictEntities?: boolean
    trim?: boolean
    normalize?: boolean
    lowercase?: boolean
    position?: boolean
  }
  const sax: { parser(strict: boolean, options?: SAXOptions): SAXParser }
  export default sax
}
