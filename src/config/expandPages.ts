import type { PageConfig, PagesConfig } from './pages'

/**
 * The concrete pages of the site: every page as declared, and one page per entry for each collection page
 * (id `news-article/<slug>`, path with the slug in place of `:slug`). Route table, validator and scripts read this.
 */
export function expandPages(pages: PagesConfig): PageConfig[] {
  return pages.flatMap((page) => {
    if (!('collection' in page)) return [page]
    const { collection, meta, sections, ...rest } = page
    return collection.entries.map((entry) => ({
      ...rest,
      id: `${page.id}/${entry.slug}`,
      path: page.path.replace(':slug', entry.slug),
      meta: meta(entry),
      sections: sections(entry),
    }))
  })
}
