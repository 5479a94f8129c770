import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildRouteTable } from '../config/routeTable'
import { createCatalogs } from '../i18n/catalogs'
import { createServerRouter } from '../router/createRouter'
import { RouterProvider } from '../router/react'
import { toDocument } from '../testing/render'
import { testPages, testSite } from '../testing/testSite'
import { RouteHeadTags } from './RouteHeadTags'
import { createSectionLoader } from './sectionLoader'

/** The head tags of the page at `url`, rendered as the server renders them. */
async function headMarkup(url: string): Promise<string> {
  const router = createServerRouter({
    table: buildRouteTable(testPages),
    settings: testSite.settings,
    catalogs: createCatalogs(),
    sections: createSectionLoader({}),
  })
  await router.load(url)
  return renderToStaticMarkup(
    <RouterProvider router={router}>
      <RouteHeadTags />
    </RouterProvider>,
  )
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('RouteHeadTags', () => {
  it('writes the language alternates with hreflang, without a React warning', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const document = toDocument(await headMarkup('/en-us/apps'))
    expect(
      [...document.querySelectorAll('link[rel="alternate"]')].map((link) => link.getAttribute('hreflang')),
    ).toEqual(['pt-BR', 'en-US', 'x-default'])
    expect(consoleError.mock.calls.map((call) => call.map(String).join(' '))).toEqual([])
  })
})
