import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** The client folder the e2e server serves (as in playwright.config.ts). */
const SITE_ROOT = join(process.env.DIST_DIR ?? 'dist', 'client')

/**
 * Every prerendered page URL of the build (`/pt-br`, `/en-us/contact`, …): each `<path>/index.html` under the
 * served folder, so a page added to `pages.config.ts` is covered without touching the tests. The section gallery
 * (`/_gallery/…`) is no visitor page: `gallery.spec.ts` covers it.
 */
export function prerenderedUrls(): string[] {
  const urls: string[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory() && entry.name !== 'assets' && entry.name !== '_gallery') walk(path)
      else if (entry.name === 'index.html' && folder !== SITE_ROOT)
        urls.push(`/${relative(SITE_ROOT, folder).split(sep).join('/')}`)
    }
  }
  walk(SITE_ROOT)
  if (urls.length === 0) throw new Error(`No prerendered pages under ${SITE_ROOT}: run \`npm run build\` first.`)
  return urls.sort()
}
