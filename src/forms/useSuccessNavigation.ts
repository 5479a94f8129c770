import { useNavigate } from '@tanstack/react-router'
import { resolveHref } from '../i18n/locales'
import { useLocale } from '../i18n/useLocale'

/** Navigates to a form's configured thank-you path (localized unless it names a locale). */
export function useSuccessNavigation(successPath: string) {
  const navigate = useNavigate()
  const locale = useLocale()
  return () => navigate({ to: resolveHref(successPath, locale) })
}
