import { createRoot } from 'react-dom/client'
import { Overlay } from './Overlay'
import { OVERLAY_CSS } from './styles'

/**
 * Starts in-context translation on the page: loaded only by the `npm run translate` dev server
 * (`scripts/translate/plugin.ts` adds it to the site's browser entry), in its own root outside the site's.
 */
export function start(locale: string): void {
  const style = document.createElement('style')
  style.textContent = OVERLAY_CSS
  document.head.append(style)
  const host = document.createElement('div')
  host.id = 'translate-overlay'
  host.lang = 'en'
  document.body.append(host)
  createRoot(host).render(<Overlay host={host} locale={locale} />)
}
