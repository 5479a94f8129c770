/**
 * The engine's public API: the one module sections and layouts import from the engine (besides the design system
 * in `src/design/`). Lint refuses any other import of `src/` from `sections/` (see `eslint.config.js`); engine files
 * import their own modules directly, never this one.
 */

/** Defining a section and registering the site's sections with the engine. */
export {
  defineSection,
  type SectionCopy,
  type SectionFrame,
  type SectionProblem,
  type SectionRegistry,
} from '../config/defineSection'
export type { BlockOf, LayoutName, Register } from '../config/registry'

/** Paging a block's list over numbered addresses (`paginate`): its `pageSize` field and the links between pages. */
export { DEFAULT_PAGE_SIZE, pageSizeSchema } from '../config/pagination'
export type { ListPage } from '../config/listPage'
export { ListPageNav } from '../render/ListPageNav'

/** Declaring the site's layouts, and the chrome parts they are made of. */
export { defineLayout, type LayoutDefinition, type LayoutRegistry } from '../config/defineLayout'
export { SiteHeader } from '../layout/SiteHeader'
export { AltHeader } from '../layout/AltHeader'
export { LandingFooter, LandingHeader } from '../layout/LandingChrome'
export { SiteFooter } from '../layout/SiteFooter'

/** The schema parts every section's props are made of. */
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

/** Images from `content/media/`: the field, the place a section shows it in, and the component that shows it. */
export { imageSchema, type Image, type ImageFocus, type ImageSlot } from '../config/image'
export { Media } from '../design/Media'

/** Formatting in the render's locale, and the locale and site hooks. */
export { formatBrl } from '../i18n/money'
export { formatNumber, formatPercent } from '../i18n/numbers'
export { localeFormats } from '../i18n/localeFormats'
export { useLocale } from '../router/runtime'
export { Link } from '../router/react'
export { useLanguageLinks } from '../layout/useLanguageLinks'
export { Logo } from '../layout/Logo'

/** Lead forms and their conversion tracking. */
export { LeadFormEngine } from '../forms/ui/LeadFormEngine'
/**
 * The company's e-mail, phone, WhatsApp, address and reply time, from the settings (beside a form, in a footer), and
 * the reply time alone (after a form, in a hero's line of proof).
 */
export { ContactAddress, ReplyPromise, useReplyPromise } from '../layout/ContactDetails'
export { useLeadConversion } from '../consent/useTracking'
