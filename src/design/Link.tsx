import { createContext, createElement, useContext, type ReactNode } from 'react'

/** What a design-system link renders with: a config href, its classes and its text. */
export interface LinkComponentProps {
  href: string
  className?: string
  children: ReactNode
  onClick?: () => void
  'aria-current'?: 'page'
}

const PlainLink = ({ href, children, ...rest }: LinkComponentProps) => (
  <a href={href} {...rest}>
    {children}
  </a>
)

const LinkComponent = createContext<(props: LinkComponentProps) => ReactNode>(PlainLink)

/**
 * The site's link (the router's, which resolves config hrefs and navigates client-side) handed to the design
 * system, which imports no router: every `Button` and `TextLink` with an `href` renders through it.
 */
export const LinkProvider = LinkComponent.Provider

/** A link through the site's link component (a plain `<a>` outside a `LinkProvider`). */
export function SiteLink(props: LinkComponentProps) {
  // The component comes from the provider (one, fixed for the whole app), not made during render.
  return createElement(useContext(LinkComponent), props)
}
