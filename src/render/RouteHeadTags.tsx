import { useRouterState } from '../router/react'
import type { RouteHead } from './head'

type Meta = RouteHead['meta'][number]

/**
 * The tags of the shown page's `head` (title, meta, links, JSON-LD), the same markup on the server and in the
 * browser; repeated properties (`og:locale:alternate`) are kept. React writes the `hrefLang` prop as `hreflang`.
 */
export function RouteHeadTags() {
  const { meta, links } = useRouterState((state) => state.match.head)
  return (
    <>
      {meta.map((tag, index) => (
        <MetaTag key={index} tag={tag} />
      ))}
      {links.map((link, index) => (
        <link key={index} {...link} />
      ))}
    </>
  )
}

function MetaTag({ tag }: { tag: Meta }) {
  if ('title' in tag) return <title>{tag.title}</title>
  if ('script:ld+json' in tag)
    return (
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(tag['script:ld+json']).replace(/</g, '\\u003c') }}
      />
    )
  return <meta {...tag} />
}
