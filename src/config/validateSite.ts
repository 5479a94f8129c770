import { expandPages } from './expandPages'
import type { PageConfig, PagesConfig } from './pages'
import { paginatePages } from './pagination'
import { paginationProblems } from './paginationProblems'
import { withPageLocales } from './publication'
import type { SiteRegistries } from './registry'
import type { NavigationConfig, SiteSettings } from './site'
import { validateRhythm } from './rhythm'
import { compiledSchema, formatConfigErrors, toConfigErrors, validatePages, type ConfigError } from './validate'
import { validateContent, type ContentChecks } from './validateContent'
import { validateLocales } from './validateLocales'
import { validateNavigation } from './validateNavigation'
import { validateSettings } from './validateSettings'
import { validateForms } from './validateForms'

/**
 * Everything `npm run check:config` and the build check: the settings (`validateSettings`), the lead forms' fields
 * (`validateForms`), the locales' flags
 * (`validateLocales`), each collection entry against its collection's schema, every page (collection pages once per
 * entry) and block, the paged lists (`paginationProblems`), then, once all are well-formed, the content itself
 * (`validateContent`), each page's rhythm (`validateRhythm`) and every menu. Returns all problems found. `contentOf`
 * narrows the content checks, the costly part at a thousand pages, to some pages: the dev server checks the page it
 * renders (and everything else but other pages' content), the build and `npm run check:config` every page.
 * `shapeOf` narrows further, to those pages' collection entries, shapes, paged lists and rhythm (compiling every
 * block type's schema is most of a first check): the dev server's first page (the settings and the menus are still
 * checked whole).
 */
export function validateSite(
  { pages, navigation, settings }: { pages: PagesConfig; navigation: NavigationConfig; settings: SiteSettings },
  registries: SiteRegistries,
  checks: ContentChecks,
  contentOf?: (page: PageConfig) => boolean,
  shapeOf: (page: { id: string }) => boolean = () => true,
): ConfigError[] {
  return [
    ...validateSettings(settings),
    ...validateForms(settings.forms, pages),
    ...validateLocales(checks.publicFiles),
    ...validatePagesAndMenus({ pages, settings }, navigation, registries, checks, contentOf, shapeOf),
  ]
}

/** Each collection page's entries against its collection's schema, and its path's slug. */
function collectionEntryProblems(pages: PagesConfig): ConfigError[] {
  const errors: ConfigError[] = []
  for (const page of pages) {
    if (!('collection' in page)) continue
    if (!page.path.includes(':slug'))
      errors.push({ where: `${page.id} › path`, message: `"${page.path}" needs ":slug" where each entry's slug goes` })
    const validate = compiledSchema(page.collection.schema)
    page.collection.entries.forEach((entry, index) => {
      const name = `collection ${page.collection.name} › ${typeof entry?.slug === 'string' ? entry.slug : `entries[${index}]`}`
      if (!validate(entry)) errors.push(...toConfigErrors(validate.errors, name))
    })
  }
  return errors
}

function validatePagesAndMenus(
  content: { pages: PagesConfig; settings: SiteSettings },
  navigation: NavigationConfig,
  registries: SiteRegistries,
  checks: ContentChecks,
  contentOf: ((page: PageConfig) => boolean) | undefined,
  shapeOf: (page: { id: string }) => boolean,
): ConfigError[] {
  const { pages } = content
  const errors = [...collectionEntryProblems(pages.filter(shapeOf)), ...collectionIdClashes(pages)]
  if (errors.length > 0) return errors
  // Pages as declared, each list whole: a list page's problems are its list's, named once.
  const declared = withPageLocales(expandPages(pages), content.settings)
  const shaped = declared.filter(shapeOf)
  errors.push(...validatePages(shaped, registries), ...paginationProblems(shaped, registries.sections))
  if (errors.length > 0) return errors
  const concrete = paginatePages(declared, registries.sections)
  return [
    ...validateContent(pages, registries.sections, checks, concrete, contentOf, content.settings.localesInProgress),
    ...validateRhythm(concrete.filter(shapeOf), registries.sections),
    ...validateNavigation(navigation, concrete, content.settings.localesInProgress),
  ]
}

/** A collection page's own id (its pages are `<id>/<slug>`) taken by another page: found before expanding. */
function collectionIdClashes(pages: PagesConfig): ConfigError[] {
  return pages.flatMap((page, index) => {
    if (!('collection' in page)) return []
    // Two collection pages with one id: reported once, at the second.
    const other = pages.find(
      (candidate, at) => candidate.id === page.id && (at < index || (at > index && !('collection' in candidate))),
    )
    return other
      ? [
          {
            where: page.id,
            message: `page id "${page.id}" is used by the page at "${page.path}" and by the page at "${other.path}"; give each page its own id`,
          },
        ]
      : []
  })
}

/** Throws with one line per problem; the build's and the scripts' way to stop on a bad config. */
export function assertValidSite(...args: Parameters<typeof validateSite>): void {
  const errors = validateSite(...args)
  if (errors.length > 0)
    throw new Error(`The site's config has ${errors.length} problem(s):\n${formatConfigErrors(errors)}`)
}
