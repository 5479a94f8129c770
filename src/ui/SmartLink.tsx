import type { ReactNode } from 'react'
import { resolveHref } from '../i18n/locales'
import { useLocale } from '../router/runtime'
import { Link } from '../router/react'

interface SmartLinkProps {
  /** A config href: locale-less path, locale-fixed path, `#anchor` or external address. */
  href: string
  className?: string
  children: ReactNode
  onClick?: () => void
  'aria-current'?: 'page'
}

/**
 * One link for every kind of config href: site paths navigate client-side through the router,
 * anchors stay on the page, external addresses open in a new tab without handing over `window.opener`.
 */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  const locale = useLocale()
  const target = resolveHref(href, locale)
  if (target.startsWith('/')) {
    return (
      <Link href={target} {...rest}>
        {children}
      </Link>
    )
  }
  if (target.startsWith('https://')) {
    return (
      <a href={target} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    )
  }
  return (
    <a href={target} {...rest}>
      {children}
    </a>
  )
}
