import { cn } from './cn'
import { ICON_BODIES } from './icons.generated'
import type { IconName } from './iconNames'

/**
 * An icon of the site's set (`iconNames.ts`), drawn inline in `currentColor`: it takes its surface's text colour
 * and needs no request. Decorative (hidden from assistive technology) unless given a `label`.
 */
export function Icon({
  name,
  size = 24,
  label,
  className,
}: {
  name: IconName
  size?: 16 | 20 | 24 | 32 | 40
  label?: string
  className?: string
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('shrink-0', className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      // The set is generated at build time from lucide-static (a checked, static string), never from content.
      dangerouslySetInnerHTML={{ __html: ICON_BODIES[name] }}
    />
  )
}
