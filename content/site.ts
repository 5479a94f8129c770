import { pages } from '../pages.config'
import type { PageConfig } from '../src/config/pages'
import type { SiteContent } from '../src/router/buildSite'
import { navigation } from './navigation'
import { settings } from './settings'

/** The whole content, as the entry points (prerender, scripts, tests) hand it to the engine. */
export const siteContent: SiteContent = { pages: pages as readonly PageConfig[], settings, navigation }
