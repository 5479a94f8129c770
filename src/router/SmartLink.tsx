import type { ReactNode } from 'react'
import { LinkProvider } from '../design/Link'
import { localizedHref } from '../config/siteAddresses'
import { resolveHref } from '../i18n/locales'
import { useLocale, useSiteData } from './runtime'
import { Link } from './react'

interface SmartLinkProps {
  /** A config href: locale-less path, locale-fixed path, `#anchor` or external address. */
  href: string
  className?: string
  children: ReactNode
  onClick?: () => void
  'aria-current'?: 'page'
}

/**
 * One link for every kind of config href: site paths (to the page's slug in the visitor's locale, if it has one)
 * navigate client-side through the router,
 * anchors stay on the page, external addresses open in a new tab without handing over `window.opener`.
 */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  const locale = useLocale()
  const target = localizedHref(href, locale, useSiteData()) ?? resolveHref(href, locale)
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

/** Hands `SmartLink` to the design system's buttons and links (`src/design/Link.tsx`), which import no router. */
export function SmartLinkProvider({ children }: { children: ReactNode }) {
  return <LinkProvider value={SmartLink}>{children}</LinkProvider>
}
