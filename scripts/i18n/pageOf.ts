import type { PageConfig } from '../../src/config/pages'

const indexes = new WeakMap<readonly PageConfig[], Map<string, PageConfig>>()

/**
 * A page of `pages` by id, through an index built once per page list: a scan per place made annotating and the
 * translation gate quadratic in pages (each article's messages are looked up for every page that shows them).
 */
export function pageOf(pages: readonly PageConfig[], pageId: string): PageConfig | undefined {
  let index = indexes.get(pages)
  if (!index) indexes.set(pages, (index = new Map(pages.map((page) => [page.id, page]))))
  return index.get(pageId)
}
