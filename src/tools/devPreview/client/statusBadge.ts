import type { PreviewStatus } from '../protocol.ts'

const BADGE_ID = 'nuvora-preview-status'

/**
 * What the badge says of a page: a draft (not published in its locale) and a translation in progress (messages with
 * no translation to ship), or nothing for a page the build publishes as it is.
 */
export function statusLines({ locale, draft, missing }: PreviewStatus): string[] {
  return [
    ...(draft ? [`Draft — not published in ${locale}`] : []),
    ...(missing > 0 ? [`Translation in progress (${missing} missing)`] : []),
  ]
}

/**
 * Shows the page's status in a badge in a corner, outside the site's root (so React never sees it), or removes it
 * when there is nothing to say. Only `npm run dev` adds it: no build ever shows a draft.
 */
export function showStatus(status: PreviewStatus | null): void {
  const lines = status ? statusLines(status) : []
  let badge = document.getElementById(BADGE_ID)
  if (lines.length === 0) return badge?.remove()
  if (!badge) {
    badge = document.createElement('div')
    badge.id = BADGE_ID
    badge.setAttribute('role', 'status')
    badge.setAttribute('aria-label', 'Preview')
    badge.style.cssText =
      'position:fixed;left:12px;bottom:12px;z-index:2147483646;padding:6px 10px;border-radius:6px;' +
      'background:#7c2d12;color:#fff;font:600 13px/1.4 system-ui,sans-serif;white-space:pre-line;pointer-events:none'
    document.body.append(badge)
  }
  badge.textContent = lines.join('\n')
}
