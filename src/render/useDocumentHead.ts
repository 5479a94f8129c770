import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import type { Copy } from '../config/common'
import { LOCALE_INFO } from '../i18n/locales'
import { useLocale } from '../i18n/useLocale'
import { documentTitle } from './head'

/**
 * Keeps `<title>`, the description and `<html lang>` right after client-side navigation.
 * The prerendered HTML already carries them (see `src/vike/+onRenderHtml.tsx`).
 */
export function useDocumentHead({ title, description }: { title: Copy; description: Copy }) {
  const { _ } = useLingui()
  const locale = useLocale()
  const titleText = documentTitle(_(title))
  const descriptionText = _(description)
  useEffect(() => {
    document.title = titleText
    document.documentElement.lang = LOCALE_INFO[locale].htmlLang
    document.querySelector('meta[name="description"]')?.setAttribute('content', descriptionText)
  }, [titleText, descriptionText, locale])
}
