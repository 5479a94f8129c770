import { sections } from '../../sections'
import { siteContent } from '../site'
import { copyLimits, type CopyLimits } from '../../src/config/copyLimits'

/**
 * `npm run translate` only: the limits the site's copy fields put on each message (`copyLimits`), loaded by the
 * in-context plugin (`scripts/translate/plugin.ts`) through Vite on each save, so an edited page is read afresh.
 */
export function siteCopyLimits(): CopyLimits {
  return copyLimits(siteContent.pages, sections)
}
