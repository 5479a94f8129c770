/**
 * The engine's public API: the one module sections and layouts import from the engine (besides the design system
 * in `src/design/`). Lint refuses any other import of `src/` from `sections/` and `layouts/` (see
 * `eslint.config.js`); engine files import their own modules directly, never this one. It holds everything pages and
 * content are declared with (`./content`), and the components and hooks sections and the chrome render with.
 */
export * from './content'

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

/**
 * Declaring the site's layouts, and what their chrome (`layouts/chrome/`) is made of: the site's navigation and
 * settings, links that follow the page's locale, the contact details and the cookie settings.
 */
export { defineLayout, type LayoutDefinition, type LayoutRegistry } from '../config/defineLayout'
export { isNavMenu, type NavMenu } from '../config/site'
export { localizedHref } from '../config/siteAddresses'
export { usePathname, useSiteData } from '../router/runtime'
export { SmartLink } from '../router/SmartLink'
export { CookieSettingsButton } from '../render/CookieSettingsButton'
export { ContactAction, FooterContact, MenuContact } from '../render/ContactDetails'
export { contactCopy } from '../render/contactCopy'

/** The component that shows an image of `content/media/` in the place a section gives it. */
export { Media } from '../render/Media'

/** Formatting in the render's locale, and the locale and site hooks. */
export { FormattedDate } from '../render/FormattedDate'
/** What a layout's header is hydrated with in the browser (`layouts/islands.ts`). */
export type { HeaderIslands } from '../render/hydrateIslands'
export { formatBrl } from '../i18n/money'
export { formatNumber, formatPercent } from '../i18n/numbers'
export { localeFormats } from '../i18n/localeFormats'
export { useLocale } from '../router/runtime'
export { Link } from '../router/react'
export { useLanguageLinks } from '../router/useLanguageLinks'
export { Logo } from '../design/Logo'

/** Lead forms and their conversion tracking. */
export { LeadFormEngine } from '../forms/ui/LeadFormEngine'
/**
 * The company's e-mail, phone, WhatsApp, address and reply time, from the settings (beside a form, in a footer), and
 * the reply time alone (after a form, in a hero's line of proof).
 */
export { ContactAddress, ReplyPromise, useReplyPromise } from '../render/ContactDetails'
export { LeadConversion } from '../render/LeadConversion'
