import { siteContent } from '../../content/site'
import { buildSite, type BuiltSite } from '../config/buildSite'

let built: BuiltSite | undefined

/** The site as the prerender sees it: the content handed to the engine, built once per build. */
export function serverSite(): BuiltSite {
  return (built ??= buildSite(siteContent))
}
