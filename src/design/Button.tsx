import type { ReactNode } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from './cn'
import { SiteLink } from './Link'

/**
 * The one button look. `primary` is filled with its surface's action colour, the most contrasted control on it
 * (one per view); `secondary` is outlined; `ghost` is a text link with a hit area. Sizes keep a 44 px target.
 */
export const buttonVariants = cva(
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-control font-semibold transition-colors duration-fast ease-brand disabled:cursor-not-allowed disabled:opacity-50',
  {
    variants: {
      variant: {
        primary: 'bg-action text-action-fg hover:bg-action-hover',
        secondary: 'text-fg ring-1 ring-line-strong ring-inset hover:bg-fg/8',
        ghost: 'text-fg underline-offset-4 hover:underline',
      },
      size: {
        md: 'px-5 py-2.5 text-body',
        lg: 'min-h-12 px-6 py-3 text-body',
        sm: 'px-4 py-2 text-small',
      },
    },
    compoundVariants: [{ variant: 'ghost', class: 'px-2' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>
export type ButtonSize = NonNullable<VariantProps<typeof buttonVariants>['size']>

interface ButtonBaseProps {
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
  children: ReactNode
}

type ButtonProps = ButtonBaseProps &
  (
    | {
        /** Where it goes: it is then a link (it navigates), through the site's link. */ href: string
        onClick?: () => void
      }
    | {
        href?: undefined
        type?: 'button' | 'submit'
        onClick?: () => void
        disabled?: boolean
        'aria-expanded'?: boolean
        'aria-controls'?: string
      }
  )

/** A button, or a link that looks like one (`href`): assistive technology hears what it does. */
export function Button(props: ButtonProps) {
  const { variant, size, className, children } = props
  const classes = cn(buttonVariants({ variant, size }), className)
  if (props.href !== undefined)
    return (
      <SiteLink href={props.href} className={classes} onClick={props.onClick}>
        {children}
      </SiteLink>
    )
  const { type = 'button', onClick, disabled } = props
  return (
    <button
      type={type}
      className={classes}
      onClick={onClick}
      disabled={disabled}
      aria-expanded={props['aria-expanded']}
      aria-controls={props['aria-controls']}
    >
      {children}
    </button>
  )
}
