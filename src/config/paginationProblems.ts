import type { SectionRegistry } from './defineSection'
import type { PageConfig } from './pages'
import { pagedProps } from './pagination'
import type { ConfigError } from './validate'

/**
 * What the paged lists of the concrete pages (before `paginatePages`) get wrong: a second block paging its list on
 * one page (both lists' pages would take the same addresses), and a page at `<list path>/<number>`, an address the
 * list's pages take (`/noticias/7`: an article whose slug is a number).
 */
export function paginationProblems(pages: readonly PageConfig[], sections: SectionRegistry): ConfigError[] {
  const paged = pagedProps(sections)
  const lists = new Map<string, string>()
  const errors: ConfigError[] = []
  for (const page of pages) {
    const paging = page.sections.flatMap((block, index) => (paged.has(block.type) ? [index] : []))
    if (paging.length > 0) lists.set(page.path === '/' ? '' : page.path, page.id)
    for (const index of paging.slice(1))
      errors.push({
        where: `${page.id} › sections[${index}] (${page.sections[index]!.type})`,
        message: `sections[${paging[0]}] (${page.sections[paging[0]!]!.type}) already pages its list on this page, and a page pages one list only (both would take "${page.path}/2"…); show this list on a page of its own`,
      })
  }
  for (const page of pages) {
    const numbered = /^(.*)\/\d+$/.exec(page.path)
    const list = numbered && lists.get(numbered[1]!)
    if (list && list !== page.id)
      errors.push({
        where: `${page.id} › path`,
        message: `"${page.path}" is an address of the numbered pages of the list on page "${list}"; give this page another path (an entry another slug, one that is not a number)`,
      })
  }
  return errors
}
