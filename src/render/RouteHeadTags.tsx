import { useRouterState } from '@tanstack/react-router'
import type { RouteHead } from './head'

type Meta = RouteHead['meta'][number]
type Link = RouteHead['links'][number]

/**
 * The tags of the matched routes' `head` (title, meta, links, JSON-LD), the same markup on the server and in the
 * browser. Unlike TanStack's `<HeadContent />` it keeps repeated properties (`og:locale:alternate`) and writes
 * `hreflang` in lower case.
 */
export function RouteHeadTags() {
  const matches = useRouterState({ select: (state) => state.matches })
  const meta = matches.flatMap((match) => (match.meta ?? []) as Meta[])
  const links = matches.flatMap((match) => (match.links ?? []) as Link[])
  return (
    <>
      {meta.map((tag, index) => (
        <MetaTag key={index} tag={tag} />
      ))}
      {links.map(({ hrefLang, ...link }, index) => (
        <link key={index} {...link} {...(hrefLang ? { hreflang: hrefLang } : {})} />
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
