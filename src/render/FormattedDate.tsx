import { useLingui } from '@lingui/react'
import { formatLongDate } from '../i18n/dates'

/**
 * A calendar date (`YYYY-MM-DD`) written out for the page's language ("20 de agosto de 2024", "August 20, 2024").
 * The prerendered text and the browser's agree whatever the time zones (`formatLongDate`).
 */
export function FormattedDate({ iso, className }: { iso: string; className?: string }) {
  const { i18n } = useLingui()
  return (
    <time dateTime={iso} className={className}>
      {formatLongDate(iso, i18n.locale)}
    </time>
  )
}
