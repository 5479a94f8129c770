import { sections } from '../../sections'
import type { AnySectionDefinition } from '../../src/config/defineSection'
import { consentCopy } from '../../src/consent/consentCopy'
import {
  failureAlerts,
  fieldCopy,
  formLabels,
  mailCopy,
  sharedCopy,
  validationCopy,
} from '../../src/forms/leadFormCopy'
import { contactCopy } from '../../src/render/contactCopy'
import { footerCopy } from '../../layouts/chrome/footerCopy'
import { chromeCopy } from '../../layouts/chrome/navigation'
import { skipLinkCopy } from '../../src/render/SkipLink'
import { logoCopy } from '../../src/design/Logo'
import { notFoundCopy } from '../../src/render/NotFound'
import { listPageCopy } from '../../src/render/listPageCopy'
import { carouselCopy } from '../../src/design/Carousel'

/** The lead-form blocks: where form labels, errors and the sending states show. */
const FORM_SECTIONS = ['contactForm', 'leadForm', 'ecommerceForm']

/**
 * A module of copy outside block props, named for translators: the engine's own, or a section's (its
 * `defineSection` `copy`). Its messages may show only on some condition (the cookie banner before consent, a
 * form's errors), so they are listed whether a render shows them or not.
 */
export interface CopyModule {
  /** How translators read it: `cookie banner` gives `every page › cookie banner.text`. */
  name: string
  copy: object
  /**
   * Where it shows: on every page (chrome), on the pages holding one of these block types, on the not-found
   * page, or outside the site (the team's e-mail).
   */
  shownOn: 'every page' | 'not-found page' | 'team e-mail' | { sections: string[] }
}

/** The blocks that page their list (`paginate`): their pages' navigation and titles. */
const PAGED_SECTIONS = Object.values<AnySectionDefinition>(sections).flatMap(({ type, paginate }) =>
  paginate ? [type] : [],
)

/** The engine's copy modules: its chrome, pages and shared components. */
const ENGINE_COPY: CopyModule[] = [
  { name: 'header', copy: chromeCopy, shownOn: 'every page' },
  { name: 'header', copy: skipLinkCopy, shownOn: 'every page' },
  { name: 'header', copy: logoCopy, shownOn: 'every page' },
  { name: 'footer', copy: footerCopy, shownOn: 'every page' },
  { name: 'contact details', copy: contactCopy, shownOn: 'every page' },
  { name: 'cookie banner', copy: consentCopy, shownOn: 'every page' },
  { name: 'not-found page', copy: notFoundCopy, shownOn: 'not-found page' },
  { name: 'form', copy: fieldCopy, shownOn: { sections: FORM_SECTIONS } },
  { name: 'form', copy: formLabels, shownOn: { sections: ['contactForm'] } },
  { name: 'form errors', copy: validationCopy, shownOn: { sections: FORM_SECTIONS } },
  { name: 'form alerts', copy: failureAlerts, shownOn: { sections: FORM_SECTIONS } },
  { name: 'form', copy: sharedCopy, shownOn: { sections: FORM_SECTIONS } },
  { name: 'carousel', copy: carouselCopy, shownOn: { sections: ['servicesCarousel', 'videoCarousel'] } },
  { name: 'list pages', copy: listPageCopy, shownOn: { sections: PAGED_SECTIONS } },
  { name: 'e-mail to the team', copy: mailCopy, shownOn: 'team e-mail' },
]

/** Each section's own copy, as its `defineSection` declares it (`copy`), shown on the pages holding its blocks. */
const SECTION_COPY: CopyModule[] = Object.values<AnySectionDefinition>(sections).flatMap(({ type, copy }) =>
  copy ? [{ name: copy.name, copy: copy.messages, shownOn: { sections: [type] } }] : [],
)

export const COPY_MODULES: CopyModule[] = [...ENGINE_COPY, ...SECTION_COPY]
