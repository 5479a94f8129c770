import { closest } from '../../src/config/closest'
import { expandPages } from '../../src/config/expandPages'
import type { PageConfig, PagesConfig } from '../../src/config/pages'
import { parseLocalePath } from '../../src/i18n/locales'
import type { NewPageOptions } from './options'

/** A page id: words of letters and digits joined by single hyphens, starting with a lower-case letter. */
const PAGE_ID = /^[a-z][a-zA-Z0-9]*(-[a-zA-Z0-9]+)*$/
/** One segment of a page path: lower-case words joined by single hyphens. */
const PATH_SEGMENT = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** What `new:page` will create: the page's id and path, and the page it copies (none: the starter). */
export interface NewPagePlan {
  id: string
  path: string
  from?: PageConfig
}

/**
 * Checks each argument against the site's pages, with one message per mistake: a missing or malformed id or path,
 * an id or path another page has, a `--from` that is no page (the nearest id suggested) or a collection page.
 */
export function checkArguments(options: NewPageOptions, pages: PagesConfig): NewPagePlan | string[] {
  const concrete = expandPages(pages)
  const errors: string[] = []
  const { id, path, from } = options
  if (id === undefined) errors.push('--id is required: the name of the new page, e.g. --id black-friday')
  else if (!PAGE_ID.test(id))
    errors.push(
      `--id "${id}" must be words of letters and digits joined by hyphens, starting with a lower-case letter (e.g. black-friday)`,
    )
  else {
    const owner = [...pages, ...concrete].find((page) => page.id === id)
    if (owner) errors.push(`--id "${id}" is taken by the page at "${owner.path}"; choose another id`)
  }
  if (path === undefined)
    errors.push('--path is required: the address of the new page without a locale, e.g. --path /black-friday')
  else if (
    !path.startsWith('/') ||
    !path
      .slice(1)
      .split('/')
      .every((segment) => PATH_SEGMENT.test(segment))
  )
    errors.push(
      `--path "${path}" must start with "/", followed by lower-case words joined by hyphens, like /black-friday or /ofertas/black-friday`,
    )
  else if (parseLocalePath(path).locale)
    errors.push(
      `--path "${path}" must not start with a locale: every locale gets its own prefix, write /${path.split('/').slice(2).join('/')}`,
    )
  else {
    const owner = concrete.find((page) => page.path === path)
    if (owner) errors.push(`--path "${path}" is taken by page "${owner.id}"; choose another path`)
  }
  const source = from === undefined ? undefined : pages.find((page) => page.id === from)
  if (from !== undefined && !source) {
    const guess = closest(
      from,
      pages.map((page) => page.id),
    )
    errors.push(
      `--from "${from}" is not a page id${guess ? ` (did you mean "${guess}"?)` : ''}; a page's id is the \`id:\` line of its file in pages/, not the file name (\`npm run i18n:status\` lists every page id)`,
    )
  } else if (source && 'collection' in source)
    errors.push(
      `--from "${from}" is a collection page (one page per entry of "${source.collection.name}") and cannot be copied; add an entry to that collection instead, or copy another page`,
    )
  return errors.length > 0 ? errors : { id: id!, path: path!, from: source as PageConfig | undefined }
}
