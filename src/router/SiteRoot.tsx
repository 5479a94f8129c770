import { I18nProvider } from '@lingui/react'
import { Outlet, useRouteContext } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { ConsentBanner } from '../consent/ConsentBanner'
import { useTracking } from '../consent/useTracking'
import { LOCALE_INFO } from '../i18n/locales'
import { SkipLink } from '../layout/SkipLink'
import { NavigationAnnouncer } from './NavigationAnnouncer'
import { useLocale, usePage } from '../i18n/useLocale'
import { ClientHead } from '../render/ClientHead'

/** Around every page: its locale's i18n, the cookie banner (unless the page hides it) and site-wide effects. */
export function SiteRoot() {
  const page = usePage()
  const withBanner = !page?.hideConsentBanner
  useTracking(withBanner)
  return (
    <Localized>
      <SkipLink />
      {withBanner && <ConsentBanner />}
      <Outlet />
      <NavigationAnnouncer />
    </Localized>
  )
}

/**
 * Renders its children with the i18n instance of the matched URL's locale and keeps `<html lang>` and the
 * route-managed head in step after client-side navigation.
 */
export function Localized({ children }: { children: ReactNode }) {
  const { catalogs } = useRouteContext({ from: '__root__' })
  const locale = useLocale()
  useEffect(() => {
    document.documentElement.lang = LOCALE_INFO[locale].htmlLang
  }, [locale])
  return (
    <I18nProvider i18n={catalogs.get(locale)}>
      <ClientHead />
      {children}
    </I18nProvider>
  )
}
