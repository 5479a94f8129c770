import type { OverlayError } from '../protocol.ts'

/** Vite's error overlay element (`/@vite/client` defines it unless `server.hmr.overlay` is false). */
const OVERLAY = 'vite-error-overlay'

type OverlayElement = HTMLElement & { close(): void }

/**
 * Shows `error` in Vite's browser overlay, as a failed transform would: the message, the file at its line (a link
 * that opens it in the editor) and the code frame. In the console when the overlay is turned off.
 */
export function showOverlay(error: OverlayError): void {
  closeOverlay()
  const Overlay = customElements.get(OVERLAY) as (new (error: OverlayError) => OverlayElement) | undefined
  if (Overlay) document.body.append(new Overlay(error))
  else console.error(error.message)
}

/** Closes the overlay, if one shows. */
export function closeOverlay(): void {
  for (const overlay of document.querySelectorAll<OverlayElement>(OVERLAY)) overlay.close()
}
