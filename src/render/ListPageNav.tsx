import { useLingui } from '@lingui/react'
import type { ListPage } from '../config/listPage'
import { firstListPagePath, listPageNumbers, listPagePath } from '../config/listPage'
import { buttonVariants } from '../design/Button'
import { cn } from '../design/cn'
import { Icon } from '../design/Icon'
import { Link, useRouterState } from '../router/react'
import { listPageCopy } from './listPageCopy'

const pageLink = (current = false) =>
  cn(buttonVariants({ variant: current ? 'primary' : 'secondary', size: 'sm' }), 'min-w-11 px-3')

/**
 * The links between the pages of a paged list, under the block that shows it: previous, the page numbers (the
 * current one marked `aria-current="page"`), next. Plain links to prerendered pages, so it works without
 * JavaScript; nothing when the list fits on one page. Hrefs are the shown page's own address with another number.
 */
export function ListPageNav({ listPage }: { listPage: ListPage }) {
  const { _ } = useLingui()
  const url = useRouterState((state) => state.match.route?.url)
  if (!url || listPage.count < 2) return null
  const { number, count } = listPage
  const first = firstListPagePath(url, listPage)
  const href = (page: number) => listPagePath(first, page)
  return (
    <nav
      aria-label={_(listPageCopy.navigation)}
      className="mt-10 flex flex-wrap items-center justify-center gap-1 sm:gap-2"
    >
      <p className="sr-only">{_({ ...listPageCopy.position, values: { number, count } })}</p>
      {number > 1 && (
        <Link href={href(number - 1)} rel="prev" className={pageLink()}>
          <Icon name="chevron-left" size={16} />
          <span className="sr-only sm:not-sr-only">{_(listPageCopy.previous)}</span>
        </Link>
      )}
      <ol className="flex flex-wrap items-center justify-center gap-1 sm:gap-2">
        {listPageNumbers(listPage).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-fg-muted">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={href(page)}
                aria-current={page === number ? 'page' : undefined}
                aria-label={_({ ...listPageCopy.page, values: { number: page } })}
                className={pageLink(page === number)}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ol>
      {number < count && (
        <Link href={href(number + 1)} rel="next" className={pageLink()}>
          <span className="sr-only sm:not-sr-only">{_(listPageCopy.next)}</span>
          <Icon name="chevron-right" size={16} />
        </Link>
      )}
    </nav>
  )
}
