import { Link } from '../router/react'
import { useLanguageLinks } from '../router/useLanguageLinks'

/**
 * The test site's footer: the same page in each language, as the site's own footers link it. The engine's tests
 * render pages with it; the site's chrome (`layouts/chrome/`) has tests of its own.
 */
export function TestFooter() {
  const { links } = useLanguageLinks()
  return (
    <footer>
      <ul>
        {links.map((link) => (
          <li key={link.locale}>
            <Link href={link.href} hrefLang={link.htmlLang} aria-current={link.current ? 'true' : undefined}>
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </footer>
  )
}
