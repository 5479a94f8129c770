import { createBrowserHistory } from '@tanstack/react-router'
import { hydrateRoot } from 'react-dom/client'
import { App } from '../App'
import { createI18n } from '../i18n/i18n'
import { createSiteRouter } from '../router/createRouter'

/** Hydrates the prerendered page; from here on the router navigates client-side. */
export default async function onRenderClient() {
  const i18n = createI18n()
  const router = createSiteRouter({ history: createBrowserHistory(), i18n })
  // The HTML was prerendered without TanStack's inline dehydration script (the CSP allows no inline script).
  // Marking the router as hydrating server HTML makes it render the same tree as on the server (no extra
  // Suspense boundary), so React hydrates without a mismatch.
  router.ssr = { manifest: undefined }
  await router.load()
  hydrateRoot(document.getElementById('root')!, <App router={router} i18n={i18n} />)
}
