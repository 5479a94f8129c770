import type { JSONSchemaType } from 'ajv'
import type { ComponentType } from 'react'

/** What every section component receives besides its own props. */
export interface SectionFrame {
  /** The block's anchor id from the page config (e.g. `servicos` for `#servicos`). */
  sectionId?: string
}

/** A section plugin: a block type, the JSON schema of its props and the component that renders them. */
export interface SectionDefinition<Type extends string = string, Props = unknown> {
  /** The block type marketers write in `pages.config.ts`; equal to the folder name under `sections/`. */
  type: Type
  /** JSON schema of the props, checked by ajv at build time and in tests. */
  schema: JSONSchemaType<Props>
  Component: ComponentType<Props & SectionFrame>
}

/** The only way to register a section; keeps `type` as its literal string so the Block union can be derived. */
export function defineSection<const Type extends string, Props>(
  definition: SectionDefinition<Type, Props>,
): SectionDefinition<Type, Props> {
  return definition
}

export type PropsOf<S> = S extends SectionDefinition<string, infer Props> ? Props : never

/** A registered section seen from outside: any props, its schema as plain JSON schema. */
export interface AnySectionDefinition {
  type: string
  schema: object
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds sections of any props
  Component: ComponentType<any>
}

export type SectionRegistry = Record<string, AnySectionDefinition>
