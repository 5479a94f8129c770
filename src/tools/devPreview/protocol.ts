import type { Locale } from '../../i18n/locales.ts'
import type { RouteHead } from '../../render/head.ts'
import type { PageData } from '../../router/pageData.ts'

/**
 * The custom HMR event the dev server sends once a file the pages are made of changed (a page, a content file, a
 * section's server side, a PO file): the open tabs then ask for their page afresh (`PREVIEW_ENDPOINT`).
 */
export const SOURCES_CHANGED = 'nuvora:sources-changed'

/** `GET /__preview/page?path=<pathname>`: the page as the sources now make it, or what stops it (`PreviewAnswer`). */
export const PREVIEW_ENDPOINT = '/__preview/page'

/** An error as Vite's browser overlay shows it (`vite-error-overlay`): the message, then the file at the line. */
export interface OverlayError {
  message: string
  stack: string
  /** The module that failed (an absolute path). */
  id?: string
  /** The source lines around the mistake, as Vite's code frame. */
  frame?: string
  /** What found the mistake: a Vite plugin's name, or `check:config`. */
  plugin?: string
  /** Where the mistake is: an absolute path, the 1-based line and the column. */
  loc?: { file: string; line: number; column: number }
}

/** What the dev server says of a page besides its data: a draft or a translation in progress is previewed, marked. */
export interface PreviewStatus {
  /** The locale of the page on screen. */
  locale: Locale
  /** The page is not published in that locale (its `locales`, or a locale in progress): a build leaves it out. */
  draft: boolean
  /** Messages of the page that have no translation to ship in that locale yet (0 in the source locale). */
  missing: number
}

/** A mistake that stops every page from rendering: for Vite's overlay, and the page shown on a fresh load. */
export interface PreviewProblem {
  /** What the page says in its title: `The site's config has 2 problem(s)`. */
  title: string
  problem: OverlayError
}

/** The dev server's answer for one page: its data, head and status, or the mistake that stops it from rendering. */
export type PreviewAnswer = { page: PageData; head: RouteHead; status: PreviewStatus | null } | PreviewProblem
