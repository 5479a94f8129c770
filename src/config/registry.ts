import type { LayoutRegistry } from './defineLayout'
import type { PropsOf, SectionRegistry } from './defineSection'

/**
 * Where a site tells the engine which sections and layouts it has, once, beside each registry (the
 * declaration-merging pattern of TanStack Router's `Register`):
 * `declare module '../src/engine' { interface Register { sections: typeof sections } }`, and `layouts` likewise. The
 * engine derives `Block` and `LayoutName` from it and so never imports the site's sections or layouts; a small test
 * site registers its own.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the site's declaration merging
export interface Register {}

/** The sections the site registered (any registry until one is registered). */
export type RegisteredSections = Register extends { sections: infer Sections extends SectionRegistry }
  ? Sections
  : SectionRegistry

/** One block of a page made of the sections of `Sections`: a section type, its props and an optional anchor id. */
export type BlockOf<Sections extends SectionRegistry> = {
  [Type in keyof Sections & string]: {
    type: Type
    /** Anchor id of the section, unique on its page and not `main` (the page's own `<main>`); links use `#id`. */
    id?: string
    props: PropsOf<Sections[Type]>
  }
}[keyof Sections & string]

/** One block of a page of the registered site. */
export type Block = BlockOf<RegisteredSections>

/** The layouts the site registered (any registry until one is registered). */
export type RegisteredLayouts = Register extends { layouts: infer Layouts extends LayoutRegistry }
  ? Layouts
  : LayoutRegistry

/** The name of a layout of the registered site (`layouts/index.ts`); a page's `layout` is one of them. */
export type LayoutName = keyof RegisteredLayouts & string

/** What the config checks receive from the app: the site's sections and layouts. */
export interface SiteRegistries {
  sections: SectionRegistry
  layouts: LayoutRegistry
}
