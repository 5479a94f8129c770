import { cpSync, symlinkSync } from 'node:fs'
import { join, relative } from 'node:path'

/** Folders of the checkout that are outputs or tools, not sources. */
const NOT_SOURCES = new Set(['node_modules', '.git', 'test-results', 'playwright-report', 'data', '.vite-cache'])

/** Copies the checkout's sources into `scratch` (no build output, no lead store) and links its `node_modules`. */
export function copySources(scratch: string): void {
  cpSync('.', scratch, {
    recursive: true,
    filter: (source) => {
      const top = relative('.', source).split('/')[0]!
      return !NOT_SOURCES.has(top) && !top.startsWith('dist')
    },
  })
  symlinkSync(join(process.cwd(), 'node_modules'), join(scratch, 'node_modules'), 'dir')
}
