import type { ReactNode } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from './cn'

const cardVariants = cva('relative flex flex-col rounded-card', {
  variants: {
    /** `outline`: a ruled box on its section; `raised`: lifted off it (the surface's raised colour and a shadow); `plain`: no frame. */
    look: {
      outline: 'bg-surface-raised ring-1 ring-line',
      raised: 'bg-surface-raised shadow-card',
      plain: '',
    },
    padding: { md: 'p-6', lg: 'p-8', none: '' },
  },
  defaultVariants: { look: 'outline', padding: 'md' },
})

export type CardLook = NonNullable<VariantProps<typeof cardVariants>['look']>

/**
 * A card: a grid item framed on its section's surface. As a list item (`as="li"`) or an article. A card that is a
 * link puts the link on its heading and stretches it over the card (`StretchedLink`), so it is read once.
 */
export function Card({
  as: Tag = 'div',
  look,
  padding,
  className,
  children,
}: {
  as?: 'div' | 'li' | 'article'
  look?: CardLook
  padding?: 'md' | 'lg' | 'none'
  className?: string
  children: ReactNode
}) {
  return <Tag className={cn(cardVariants({ look, padding }), 'overflow-hidden', className)}>{children}</Tag>
}
