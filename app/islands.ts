import { headerIslands } from '../layouts/islands'
import { fetchJson } from '../src/router/fetchJson'
import { hydrateIslands } from '../src/render/hydrateIslands'
import { siteSections } from './siteSections'

/** The built site's browser code: the page's islands, hydrated with the site's sections and headers. */
export function startIslands(): Promise<void> {
  return hydrateIslands({ sections: siteSections, headers: headerIslands, fetchJson })
}
