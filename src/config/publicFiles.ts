import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** Every file under `root` (the site's `public/`), as the site serves it: `/logos/acme.svg`. For the config check. */
export function listPublicFiles(root = 'public'): Set<string> {
  return new Set(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')}`),
  )
}
