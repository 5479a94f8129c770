import { cn } from './cn'
import type { IconName } from './iconNames'
import { iconSymbolId, useSpriteIcons } from './iconSprite'

/**
 * An icon of the site's set (`iconNames.ts`) in `currentColor`: it takes its surface's text colour. A `<use>` of its
 * symbol in the page's sprite (`iconSprite.ts`), so it needs no request and no icon data in the browser code.
 * Decorative (hidden from assistive technology) unless given a `label`.
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
  useSpriteIcons([name])
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
    >
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  )
}
