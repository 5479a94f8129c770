import { LinguiContext } from '@lingui/react'
import { useEffect, useMemo, type ReactNode } from 'react'
import { Consent } from '../consent/Consent'
import { Island } from './Island'
import { LOCALE_INFO } from '../i18n/locales'
import { SkipLink } from './SkipLink'
import { ClientHead } from './ClientHead'
import { NotFound } from './NotFound'
import { PageView } from './PageView'
import { NavigationAnnouncer } from '../router/NavigationAnnouncer'
import { useRouterState } from '../router/react'

/** Around every page: its locale's i18n, the cookie banner (unless the page hides it) and site-wide effects. */
export function SiteRoot() {
  const page = useRouterState((state) => state.match.page)
  return (
    <Localized>
      <SkipLink />
      <Island name="consent">
        <Consent withBanner={!page?.hideConsentBanner} />
      </Island>
      {page ? <PageView page={page} /> : <NotFound />}
      <NavigationAnnouncer />
    </Localized>
  )
}

/**
 * Renders its children with the i18n instance of what is on screen and keeps `<html lang>` and the route-managed
 * head in step after client-side navigation. Not Lingui's `<I18nProvider>`: when its instance changes (a move to
 * another locale) it renders once more with the previous one, so the new page would first render in the old
 * locale's catalog, which lacks its messages. A page's messages are in its instance before it shows and never
 * change, so nothing needs to render again when a preload adds messages.
 */
export function Localized({ children }: { children: ReactNode }) {
  const { locale, i18n } = useRouterState((state) => state.match)
  const lingui = useMemo(() => ({ i18n, _: i18n.t.bind(i18n) }), [i18n])
  useEffect(() => {
    document.documentElement.lang = LOCALE_INFO[locale].htmlLang
  }, [locale])
  return (
    <LinguiContext value={lingui}>
      <ClientHead />
      {children}
    </LinguiContext>
  )
}
