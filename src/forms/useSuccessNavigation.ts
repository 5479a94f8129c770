import { resolveHref } from '../i18n/locales'
import { useLocale } from '../router/runtime'
import { useNavigate } from '../router/react'

/** Navigates to a form's thank-you path (localized unless it names a locale). */
export function useSuccessNavigation() {
  const navigate = useNavigate()
  const locale = useLocale()
  return (successPath: string) => navigate(resolveHref(successPath, locale))
}
