import type { ReactNode } from 'react'
import { cn } from './cn'
import { SmartLink } from './SmartLink'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost'

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-dark',
  secondary: 'bg-white text-ink ring-1 ring-slate-300 hover:bg-slate-50',
  ghost: 'bg-transparent text-white ring-1 ring-white/60 hover:bg-white/10',
}

export const buttonClass = (variant: ButtonVariant = 'primary') =>
  cn(
    'inline-flex min-h-11 items-center justify-center rounded-full px-6 py-2.5 text-base font-semibold transition-colors',
    VARIANTS[variant],
  )

/** A link that looks like a button (it navigates, so it is a link for assistive technology). */
export function ButtonLink({
  href,
  variant = 'primary',
  children,
}: {
  href: string
  variant?: ButtonVariant
  children: ReactNode
}) {
  return (
    <SmartLink href={href} className={buttonClass(variant)}>
      {children}
    </SmartLink>
  )
}
