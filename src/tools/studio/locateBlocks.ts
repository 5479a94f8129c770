import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { declaredPages } from './blockLines.ts'
import type { StudioSource } from './studioTypes.ts'

/**
 * Where each block of a page is written, by index: the page is found by its declared id (a collection entry's
 * page, `news-article/<slug>`, by its collection page's `news-article`) among the files of `sources` (files, or
 * folders whose `.ts` files are read), paths relative to `root`. A block the file does not write out (after a
 * spread) points at the page's `sections`. Empty when no file declares the page.
 */
export function locateBlocks(root: string, sources: readonly string[], pageId: string): StudioSource[] {
  const declaredId = pageId.split('/')[0]!
  for (const file of sources.flatMap((source) => filesOf(root, source))) {
    const text = readFileSync(join(root, file), 'utf8')
    if (!text.includes(declaredId)) continue
    const page = declaredPages(file, text).find((candidate) => candidate.id === declaredId)
    if (page) return page.blocks.map((position) => ({ file, ...(position ?? page.sections) }))
  }
  return []
}

/** The file (relative to `root`) among `sources` that declares the page `pageId`, if one does. */
export function declaringFile(root: string, sources: readonly string[], pageId: string): string | undefined {
  const declaredId = pageId.split('/')[0]!
  return sources
    .flatMap((source) => filesOf(root, source))
    .find((file) => {
      const text = readFileSync(join(root, file), 'utf8')
      return text.includes(declaredId) && declaredPages(file, text).some((page) => page.id === declaredId)
    })
}

function filesOf(root: string, source: string): string[] {
  const path = join(root, source)
  if (!statSync(path, { throwIfNoEntry: false })?.isDirectory()) return [source]
  return readdirSync(path)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
    .map((name) => relative(root, join(path, name)))
}
