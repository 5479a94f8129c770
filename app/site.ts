import { pages } from '../pages.config'
import { sections } from '../sections'
import type { SiteContent } from '../src/config/buildSite'
import { navigation } from '../content/navigation'
import { settings } from '../content/settings'

/** The whole content, as the entry points (prerender, scripts, tests) hand it to the engine. */
export const siteContent: SiteContent = { pages, settings, navigation, sections }
