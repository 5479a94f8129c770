import type { PageConfig, PagesConfig } from './pages'

/**
 * Each collection page's expansion of each entry, by the page as declared and the entry (both objects the content's
 * modules export): pure in them, so the dev server, which expands the pages again after every save, reuses the
 * pages of the entries whose module did not change (an edited page or entry module is a new object).
 */
const expanded = new WeakMap<object, WeakMap<object, PageConfig>>()

/**
 * The concrete pages of the site: every page as declared, and one page per entry for each collection page
 * (id `news-article/<slug>`, path with the slug in place of `:slug`). Route table, validator and scripts read this.
 */
export function expandPages(pages: PagesConfig): PageConfig[] {
  return pages.flatMap((page) => {
    if (!('collection' in page)) return [page]
    const { collection, meta, sections, ...rest } = page
    const known = expanded.get(page) ?? expanded.set(page, new WeakMap()).get(page)!
    return collection.entries.map((entry) => {
      const kept = typeof entry === 'object' && entry !== null ? known.get(entry) : undefined
      if (kept) return kept
      const made: PageConfig = {
        ...rest,
        id: `${page.id}/${entry.slug}`,
        path: page.path.replace(':slug', entry.slug),
        meta: meta(entry),
        sections: sections(entry),
      }
      if (typeof entry === 'object' && entry !== null) known.set(entry, made)
      return made
    })
  })
}
