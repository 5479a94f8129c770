import { useLingui } from '@lingui/react'

/**
 * A calendar date (`YYYY-MM-DD`) written out for the page's language ("20 de agosto de 2024", "August 20, 2024").
 * Formatted in UTC so the prerendered text and the browser's agree whatever the time zones.
 */
export function FormattedDate({ iso, className }: { iso: string; className?: string }) {
  const { i18n } = useLingui()
  return (
    <time dateTime={iso} className={className}>
      {i18n.date(`${iso}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' })}
    </time>
  )
}
