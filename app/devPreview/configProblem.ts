import { join } from 'node:path'
import { configProblemsReport, type ConfigError } from '../../src/config/validate'
import type { OverlayError } from '../../src/tools/devPreview/protocol'
import { locateBlocks } from '../../src/tools/studio/locateBlocks'

/** The files that declare pages, relative to the root: where a problem's page and block are looked for. */
const PAGE_SOURCES = ['pages', 'pages.config.ts']

/** `about › sections[1] (featureGird): …`: the page id and the block's index a problem names. */
const PAGE_BLOCK = /^([^ ›]+)(?: › sections\[(\d+)\])?/

/**
 * The config problems as Vite's overlay shows them: the report `npm run check:config` prints, at the first problem's
 * block in its page file (the line the studio opens), so the overlay's link opens the editor there.
 */
export function configProblemOverlay(errors: readonly ConfigError[], root: string): OverlayError {
  const report = configProblemsReport([...errors])
  const source = errors.map((error) => blockSource(error.where, root)).find((found) => found !== undefined)
  const at = source ? { id: source.file, loc: source } : {}
  return { message: report, stack: '', plugin: 'check:config', ...at }
}

function blockSource(where: string, root: string) {
  const [, pageId, block] = PAGE_BLOCK.exec(where) ?? []
  if (!pageId) return undefined
  const blocks = locateBlocks(root, PAGE_SOURCES, pageId)
  const found = blocks[Number(block ?? 0)]
  return found && { file: join(root, found.file), line: found.line, column: found.column }
}
