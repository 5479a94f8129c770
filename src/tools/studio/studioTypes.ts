/** One field of a block as the studio's panel lists it: its doc from the props interface, its choices and values. */
export interface StudioField {
  /** Its path in the block's props: `title`, `items[].icon`. */
  name: string
  /** The type as written in the props interface (`Copy`, `'icon' | 'image'`). */
  type: string
  required: boolean
  /** The field's JSDoc, as written. */
  doc: string
  /** The values its JSON schema allows (an `enum`), or none for a free value. */
  allowed: string[]
  /** The value used when the block leaves the field out (the schema's `default`). */
  defaultValue?: string
  /** What the block holds there, copy in the page's language: one value, or one per item of a list. */
  values: string[]
  /**
   * How the panel's form writes the field, for a field of the block's own props (not inside a list): copy (msg`…`),
   * a string (a choice when `allowed` lists values), a number or a yes/no; none for lists, pictures and objects.
   */
  input?: 'copy' | 'string' | 'number' | 'boolean'
  /** What the page file holds there, as written (copy in the source language, pt-br); none when left out. */
  written?: string | number | boolean
  /** The most characters the copy may have (`copyOf({ max })`), as `check:config` counts them. */
  maxLength?: number
}

/** A `tone`, `variant` or `columns` choice of a block: every value its schema offers, each shown in the gallery. */
export interface StudioChoice {
  name: string
  /** The value the block uses (its own or the default). */
  current?: string
  options: { value: string; galleryUrl: string }[]
}

/** Where a block is written: a file of the project, 1-based line and column. */
export interface StudioSource {
  file: string
  line: number
  column: number
}

/** One block of the page, as the studio shows it. */
export interface StudioBlock {
  index: number
  type: string
  /** What the block type is (the JSDoc of its `defineSection` export). */
  summary: string
  choices: StudioChoice[]
  fields: StudioField[]
  /** Where it is written, when its page file lists it literally (not built by code). */
  source?: StudioSource
  /**
   * What the studio may change of the block in its page file: whether it writes the block out (it can be moved,
   * copied, removed), its props out (its fields can be set), and which props it writes as values (`tone: 'muted'`,
   * msg`…`), not as code (`title: policy.title`) nor through a spread (`...companyFacts`).
   */
  editable?: { block: boolean; props: boolean; literalFields: string[] }
}

/** The page at a URL, as the studio shows it. */
export interface StudioPage {
  /** The page's id (`about`, `news-article/<slug>` for a collection's entry). */
  pageId: string
  locale: string
  blocks: StudioBlock[]
  /** The page's URL in every locale it has, then the pseudo-locale's rendering of it. */
  locales: { locale: string; url: string }[]
  /** Each block type a block can be added as, with the gallery fixtures it starts from. */
  gallery: { type: string; summary: string; fixtures: string[] }[]
  /** How many changes to the page's file the studio can undo this session. */
  undoable: number
}

/** The JSDoc of a block type's fields, read from its props interface (the guide's model, `npm run docs`). */
export interface BlockTypeDocs {
  summary: string
  fields: { name: string; type: string; required: boolean; doc: string }[]
}

/** Where the dev server answers the studio; nothing outside `npm run dev` serves or mentions it. */
export const STUDIO_ENDPOINT = '/__studio'

/** Where the dev server renders a page of the site in the pseudo-locale: `/__studio/pseudo/pt-br/quem-somos`. */
export const PSEUDO_PAGES = `${STUDIO_ENDPOINT}/pseudo`

/** The element the studio mounts in, outside the site's `#root` (its markup lives in the element's shadow root). */
export const STUDIO_ELEMENT = 'nuvora-studio'
