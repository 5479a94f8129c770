import { inspectMedia } from '../../build/media/inspectMedia'

/**
 * `npm run dev` only: the media folder's first inspection (`inspectMedia`: every image's header, decoded once, small),
 * started as the dev server loads its preview entry. This module is the config check's first import
 * (`src/app/devConfigProblems.ts`), so sharp decodes the images off the main thread while the site's modules load,
 * instead of after them; the check waits for it, then reads the folder again (only what changed since is decoded).
 */
export const mediaAhead: Promise<void> = inspectMedia().then(
  () => undefined,
  () => undefined,
)
