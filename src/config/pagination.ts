import type { SectionRegistry } from './defineSection'
import { listPagePath, type ListPage } from './listPage'
import type { PageConfig } from './pages'

/** How many items a paginated block shows per page when its `pageSize` is left out. */
export const DEFAULT_PAGE_SIZE = 12

/**
 * The `pageSize` field of a block that pages its list (see `SectionDefinition.paginate`): a whole number of at least
 * one, `DEFAULT_PAGE_SIZE` when left out.
 */
export const pageSizeSchema = {
  type: 'integer',
  minimum: 1,
  nullable: true,
  default: DEFAULT_PAGE_SIZE,
} as const

/** A page of a paginated list, as `paginatePages` makes it. */
interface PageOfList extends PageConfig {
  listPage: ListPage
}

/** Where the page stands in its block's paged list, if a block of it pages one. */
export function listPageOf(page: PageConfig): ListPage | undefined {
  return (page as Partial<PageOfList>).listPage
}

/** The sections that page a list: each block type with the prop holding its items. */
export function pagedProps(sections: SectionRegistry): Map<string, string> {
  return new Map(
    Object.values(sections).flatMap((section) => (section.paginate ? [[section.type, section.paginate.items]] : [])),
  )
}

/**
 * Each page holding a block that pages its list (a section declaring `paginate`), once per page of that list: page 1
 * at the page's own `path` (and `slugs`), page n at `<path>/<n>`, each holding only its `pageSize` items and its
 * place in the list (`listPage`, read by the head and the block's navigation). Page n's id is `<id>/<n>`. A page
 * whose `pageSize` is not a whole number of at least 1 stays whole: the config check names the field. Only a page's
 * first paging block pages (the config check refuses a second).
 */
export function paginatePages(pages: readonly PageConfig[], sections: SectionRegistry): PageConfig[] {
  const paged = pagedProps(sections)
  if (paged.size === 0) return [...pages]
  return pages.flatMap((page) => {
    const block = page.sections.findIndex((candidate) => paged.has(candidate.type))
    if (block === -1) return [page]
    const props = page.sections[block]!.props as unknown as Record<string, unknown>
    const itemsProp = paged.get(page.sections[block]!.type)!
    const items = props[itemsProp]
    const size = pageSizeOf(props)
    if (!Array.isArray(items) || size === undefined) return [page]
    const count = Math.max(1, Math.ceil(items.length / size))
    return Array.from({ length: count }, (_, index): PageOfList => {
      const number = index + 1
      const slice = items.slice(index * size, number * size)
      return {
        ...page,
        ...(number === 1
          ? {}
          : {
              id: `${page.id}/${number}`,
              path: listPagePath(page.path, number),
              ...(page.slugs ? { slugs: pagedSlugs(page.slugs, number) } : {}),
            }),
        sections: page.sections.map((each, at) =>
          at === block ? ({ ...each, props: { ...props, [itemsProp]: slice } } as unknown as typeof each) : each,
        ),
        listPage: { block, number, count },
      }
    })
  })
}

/** The block's `pageSize` (`DEFAULT_PAGE_SIZE` when left out), or undefined when it is no whole number of at least 1. */
function pageSizeOf(props: Record<string, unknown>): number | undefined {
  const size = props.pageSize ?? DEFAULT_PAGE_SIZE
  return typeof size === 'number' && Number.isInteger(size) && size >= 1 ? size : undefined
}

function pagedSlugs(slugs: NonNullable<PageConfig['slugs']>, number: number): PageConfig['slugs'] {
  return Object.fromEntries(Object.entries(slugs).map(([locale, slug]) => [locale, listPagePath(slug!, number)]))
}

/**
 * The address of page 1 written with its number (`/pt-br/noticias/1`) for each list's first page, moved to the
 * list's own address (301): one place for the Node server, nginx and the CDN (the export's `moved`).
 */
export function listPageRedirects(
  routes: ReadonlyArray<{ url: string; page: PageConfig }>,
): Array<{ from: string; to: string }> {
  return routes.flatMap(({ url, page }) =>
    listPageOf(page)?.number === 1 ? [{ from: url === '/' ? '/1' : `${url}/1`, to: url }] : [],
  )
}
