import type { JSONSchemaType } from 'ajv'
import type { ComponentType } from 'react'
import type { ListPage } from './listPage'

/** What every section component receives besides its own props. */
export interface SectionFrame {
  /** The block's anchor id from the page config (e.g. `servicos` for `#servicos`). */
  sectionId?: string
  /**
   * Which page of its list the block shows, when its section pages the list (`paginate`) and the page is one of the
   * list's pages: the block renders the navigation between them (`ListPageNav`).
   */
  listPage?: ListPage
}

/** The names of the props of `Props` that hold a list. */
type ListProps<Props> = {
  [Key in keyof Props]-?: NonNullable<Props[Key]> extends readonly unknown[] ? Key : never
}[keyof Props] &
  string

/**
 * How a section pages the list a block shows: one page per `pageSize` items (`paginatePages`). Its props then have
 * a `pageSize` field (`pageSizeSchema`).
 */
export interface Paginate<Props> {
  /** The prop holding the items, in order: each page's block gets its slice of them. */
  items: ListProps<Props>
}

/**
 * Copy a section shows that does not come from its block props: its own labels and sentences (`Preço antigo`,
 * `Salvar contato`), written with `msg` in one object the component reads them from.
 */
export interface SectionCopy {
  /**
   * How translators read it in the catalogs' "Used in" notes: `offer` gives `ofertas › offer › offer.oldPrice`
   * (page › block › name.key).
   */
  name: string
  /** The messages, `msg` descriptors in a plain object (nested objects and arrays are walked too). */
  messages: object
}

/** What is wrong with a block's props beyond what its schema says, at one field, and how to fix it. */
export interface SectionProblem {
  /** The field, inside the block's props (`proof[1]`, `items`); `''` for the block as a whole. */
  field: string
  /** What is wrong and what to do, in a marketer's words, as `check:config` prints it after the field. */
  message: string
}

/** A section plugin: a block type, the JSON schema of its props and the component that renders them. */
export interface SectionDefinition<Type extends string = string, Props = unknown> {
  /** The block type marketers write in `pages.config.ts`; equal to the folder name under `sections/`. */
  type: Type
  /** JSON schema of the props, checked by ajv at build time and in tests. */
  schema: JSONSchemaType<Props>
  Component: ComponentType<Props & SectionFrame>
  /**
   * Whether the block has behaviour in the browser (a form, a carousel, a button that shows more): `true` makes each
   * block of this type an island, hydrated with this section's code. Leave it out for a section that is text,
   * pictures and links: its blocks stay the server's HTML and its code never reaches the browser.
   */
  interactive?: boolean
  /**
   * The section's own copy, outside its props, if it has any: the translation scripts list it on every page
   * holding this block (`scripts/i18n/copyRegistry.ts`), even the messages a render shows only on some condition,
   * so translators get each one with where it shows.
   */
  copy?: SectionCopy
  /**
   * Whether a block of this type shows a grid of cards (`true`), or, given its props, whether this block does (a
   * testimonials block does as cards, not featured). The build refuses a page with more than two such blocks in a
   * row (`src/config/rhythm.ts`): a run of card grids reads as a template.
   */
  cardGrid?: boolean | ((props: Props) => boolean)
  /**
   * Whether a block of this type pages its list over several addresses (`/noticias`, `/noticias/2`…), each page
   * holding `pageSize` items: the prop holding them. The block shows the navigation it gets as `listPage`.
   */
  paginate?: Props extends { pageSize?: number } ? Paginate<Props> : never
  /**
   * The rules a JSON schema cannot say well about a block's props (fields that depend on each other, words a field
   * must not hold), each broken one as a `SectionProblem`. `check:config`, the build and the dev server's overlay
   * report them after the block's field, once its props match the schema. Write them in the section's
   * `problems.ts` as `export const problems`, imported by its `index.ts` from `./problems`: the browser's bundles get
   * none (`src/tools/build/sectionProblemsPlugin.ts`).
   */
  problems?: (props: Props) => SectionProblem[]
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
  interactive?: boolean
  copy?: SectionCopy
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds sections of any props
  cardGrid?: boolean | ((props: any) => boolean)
  paginate?: { items: string }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds sections of any props
  problems?: (props: any) => SectionProblem[]
}

export type SectionRegistry = Record<string, AnySectionDefinition>
