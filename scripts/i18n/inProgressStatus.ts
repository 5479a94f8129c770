import type { Locale } from '../../src/i18n/locales'
import type { Catalog } from './catalogs'
import { formatLeft, sharedEntriesLeft } from './pageStatus'
import { formatProgress, type LocaleProgress } from './progress'
import { isPublishedIn } from './publishing'
import type { MessageUsage } from './usage'

/**
 * What `npm run i18n:status` says of a locale in progress below its table: its progress (ready pages included), the
 * entries left of what every page published there takes besides its own (chrome, not-found page, team e-mail),
 * the pages whose form leads to a thank-you page not published there yet, and how to list what one page takes.
 */
export function formatInProgress(
  progress: LocaleProgress,
  catalogs: ReadonlyMap<Locale, Catalog>,
  usage: MessageUsage,
): string {
  const { locale } = progress
  const lines = [
    formatProgress(progress),
    formatLeft(
      `Every page published in ${locale} takes, besides its own texts: the header, footer, cookie banner and ` +
        'language picker, the not-found page and the team e-mail',
      sharedEntriesLeft(catalogs, usage, locale),
    ),
  ]
  const byTarget = new Map<string, string[]>()
  for (const [page, targets] of usage.thankYouPages ?? [])
    for (const target of targets)
      if (!isPublishedIn(usage, page, locale) && !isPublishedIn(usage, target, locale))
        byTarget.set(target, [...(byTarget.get(target) ?? []), page])
  for (const [target, pages] of byTarget)
    lines.push(`A page whose form leads to ${target} is published with it: ${pages.join(', ')}`)
  lines.push(
    `npm run i18n:status -- --page <id> --locale ${locale} lists what is left of everything one page takes there.`,
  )
  return lines.join('\n')
}
