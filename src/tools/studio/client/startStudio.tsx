import { createRoot } from 'react-dom/client'
import { STUDIO_ELEMENT } from '../studioTypes'
import { Studio } from './Studio'
import { STUDIO_STYLES } from './studioStyles'

/**
 * `npm run dev` only (added to each page by `src/tools/build/studioPlugin.ts`): mounts the studio in a shadow root of its
 * own, outside the site's `#root`, so neither its markup nor its styles touch the page's. Not on pages without the
 * site's root (the gallery, the dev server's list of config problems), nor inside a frame (the studio's own view of
 * every locale).
 */
function startStudio() {
  if (window.top !== window || !document.getElementById('root')) return
  const host = document.createElement(STUDIO_ELEMENT)
  document.body.append(host)
  const shadow = host.attachShadow({ mode: 'open' })
  const style = document.createElement('style')
  style.textContent = STUDIO_STYLES
  const container = document.createElement('div')
  shadow.append(style, container)
  createRoot(container).render(<Studio />)
}

startStudio()
