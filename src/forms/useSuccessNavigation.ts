import { useNavigate } from '@tanstack/react-router'
import { resolveHref } from '../i18n/locales'
import { useLocale } from '../i18n/useLocale'

/** Navigates to a form's thank-you path (localized unless it names a locale). */
export function useSuccessNavigation() {
  const navigate = useNavigate()
  const locale = useLocale()
  return (successPath: string) => navigate({ to: resolveHref(successPath, locale) })
}
