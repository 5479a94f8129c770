import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import type { SiteRouter } from './router/createRouter'
import './styles/global.css'

/** The whole site: the router inside this render's i18n. Rendered identically on the server and in the browser. */
export function App({ router, i18n }: { router: SiteRouter; i18n: I18n }) {
  return (
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  )
}
