import { resolve } from 'node:path'
import { siteContent } from '../content/site'
import { exportInputOf, writeExportInput } from '../src/build/export/exportInput'
import { buildSite } from '../src/config/buildSite'
import checkConfig from './check-config'
import gate from './i18n-gate'

/**
 * The first step of `npm run build`, in one process (loading the content once): the config check, the
 * translation gate (which leaves each page's message list for the prerender), then the routes and settings the
 * export needs (`<dist>/cache/export-input.json`), so that last step does not load the content again.
 */
export default async function prebuild(): Promise<number> {
  const failed = checkConfig() || (await gate())
  if (failed) return failed
  const { table } = buildSite(siteContent)
  await writeExportInput(resolve(process.env.DIST_DIR ?? 'dist'), exportInputOf(table.routes, siteContent.settings))
  return 0
}
