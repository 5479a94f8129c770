import { FLASH_ATTRIBUTE } from './noScript'
import type { ErrorCode } from './validation'

/** What the server wrote into a form page after a post without JavaScript (src/server/leads/formPage.ts). */
export interface ServerFlash {
  /** The page path it is for. */
  page: string
  values: Record<string, string>
  errors: Partial<Record<string, ErrorCode>>
  success: boolean
}

/**
 * The server flash of this form (its declared name) on this page, read once while hydrating (null during the prerender, on other
 * pages and after client navigation): the first browser render then matches the served HTML.
 */
export function readServerFlash(form: string, page: string): ServerFlash | null {
  if (typeof document === 'undefined') return null
  const island = document.querySelector(`script[type="application/json"][${FLASH_ATTRIBUTE}="${form}"]`)
  if (!island?.textContent) return null
  island.remove()
  try {
    const flash = JSON.parse(island.textContent) as ServerFlash
    return flash.page === page ? flash : null
  } catch {
    return null
  }
}
