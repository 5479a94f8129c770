/**
 * The engine's public API for pages (`pages/`) and content (`content/`): types and schema parts only, no component,
 * so loading the content (the build's first step, `vite.config.ts`) loads no React and no section. Lint refuses any
 * other import of `src/` from them (see `eslint.config.js`). Sections and layouts get all of it through the engine's
 * door (`./index.ts`).
 */

/** A page, and a collection of records that each get a page (`pages/`, `content/`). */
export type { CollectionPageConfig, PageConfig, PagesConfig } from '../config/pages'
export { defineCollection, type Collection } from '../config/collections'

/** The site's settings, navigation and lead forms (`content/settings.ts`, `content/navigation.ts`, `content/forms.ts`). */
export type { NavigationConfig, NavLink, SiteSettings } from '../config/site'
export type { LeadFormsConfig } from '../forms/leadForms'
export type { VCardAddress, VCardContact } from '../vcard/vcard'

/** The schema parts every section's props and content model are made of. */
export {
  actionSchema,
  brandLogoSchema,
  copySchema,
  copyOf,
  COPY_LIMITS,
  hrefSchema,
  thankYouPathSchema,
  publicFileSchema,
  toneSchema,
  type Action,
  type BrandLogo,
  type Copy,
  type Href,
  type Tone,
} from '../config/common'
export { headingFields } from '../config/headingFields'

/** Images from `content/media/`: the field, and the place a section shows it in. */
export { imageSchema, type Image, type ImageFocus, type ImageSlot } from '../config/image'

/** The icons of the site's set (`src/design/iconNames.ts`), for a content model's icon field. */
export { ICON_NAMES, type IconName } from '../design/iconNames'
