import type { PreviewAnswer, PreviewProblem } from '../../src/tools/devPreview/protocol'
import { checkWholeSite, devConfigErrors } from '../devConfigProblems'
import { galleryLocaleOfPath } from '../../src/gallery/galleryLocales'
import { routedPage, serverSite } from '../serverSite'
import { configProblemOverlay } from './configProblem'
import { pageStatus } from './pageStatus'
import { keepValidatorsIn } from '../../src/config/validate'
import { validatorStore } from '../../src/tools/build/validatorStore'

/**
 * `npm run dev` only: what the dev server's preview (`src/tools/build/devPreviewPlugin.ts`) reads of the site, loaded
 * through Vite so that each request reads the edited modules. Never part of a build.
 */

// The section schemas' validators, compiled once and kept in the build cache (`compiledSchema`): the first page's
// check reads them instead of compiling every schema it needs.
keepValidatorsIn(validatorStore())

/**
 * The site's config problems, as `npm run check:config` reports them (of the pages' content, that of the page at
 * `pathname` only), or undefined when it has none.
 */
export async function previewProblem(pathname: string, root: string): Promise<PreviewProblem | undefined> {
  const errors = await devConfigErrors(pathname)
  if (errors.length === 0) return undefined
  return { title: `The site's config has ${errors.length} problem(s)`, problem: configProblemOverlay(errors, root) }
}

/**
 * The page at `pathname` as the sources now make it, which the open tab shows in place after an edit
 * (`src/tools/devPreview/client/followEdits.ts`), with its status (draft, translation in progress); or the config
 * problems, for Vite's overlay.
 */
export async function previewPage(pathname: string, root: string): Promise<PreviewAnswer> {
  const problem = await previewProblem(pathname, root)
  if (problem) return problem
  const { site, router, catalogs } = await routedPage(pathname)
  const { route, page, locale, head } = router.getState().match
  const data = { site, route: route ?? null, page: page ?? null, messages: catalogs.get(locale).messages }
  return { page: data, head, status: page ? await pageStatus(page, locale) : null }
}

/**
 * Whether the site has a page at `pathname` (a trailing slash ignored), drafts included, or the section gallery is
 * there: the dev server answers any other path with the not-found page and 404, as the built site's server does.
 */
export async function hasPage(pathname: string): Promise<boolean> {
  return galleryLocaleOfPath(pathname) !== null || (await serverSite()).table.find(pathname) !== undefined
}

/**
 * Checks the whole site if the dev server's first page was checked for what it needs only (`devConfigErrors`); the
 * dev server calls it once that page is sent.
 */
export async function checkSite(): Promise<void> {
  await checkWholeSite()
}
