import { join } from 'node:path'
import type { Messages } from '@lingui/core'
import { digestOf, keepValue, pureCacheDir, readKept } from '../../src/tools/build/pureCache'

/** What rendering one block told the translation gate (`collectMessageUsage`). */
export interface RenderedMessages {
  /** The ids of the messages it translates, sorted. */
  ids: string[]
  /** Each descriptor's source text as the render met it (first time each), in that order. */
  sources: Array<[string, string]>
  /** What each of `ids` was in the rendering locale's catalog then: the render may read a translation. */
  shown: Array<[string, unknown]>
}

/**
 * The messages each block's render translates, kept between builds: keyed by the code's digest (`buildCodeDigest`),
 * the site's data and the block (its type and props as rendered), and valid only while each message it showed is
 * what it was in the rendering locale's catalog. The gate's render of every block in React's development build was
 * its largest cost; an unchanged block is not rendered again. One file; what a build did not use is dropped.
 */
export class BlockRenders {
  private readonly used = new Map<string, RenderedMessages>()
  private changed = false

  private constructor(
    private readonly file: string,
    private readonly salt: string,
    private readonly kept: Map<string, RenderedMessages>,
  ) {}

  /** The cache of `dir` (`<build cache>/i18n-gate` by default) for code of digest `code`. */
  static async open(code: string, dir = pureCacheDir('i18n-gate')): Promise<BlockRenders> {
    const file = join(dir, 'block-renders.bin')
    const kept = await readKept<Map<string, RenderedMessages>>(file)
    return new BlockRenders(file, code, kept instanceof Map ? kept : new Map())
  }

  /** The key of one render: the site's data and what is rendered, both plain data. */
  key(...parts: unknown[]): string {
    return digestOf(this.salt, parts)
  }

  /** What the render of `key` told, if kept and every message it showed is still the same in `messages`. */
  get(key: string, messages: Messages): RenderedMessages | undefined {
    const found = this.used.get(key) ?? this.kept.get(key)
    if (!found) return undefined
    const same = found.shown.every(([id, shown]) => JSON.stringify(messages[id] ?? null) === JSON.stringify(shown))
    if (!same) return undefined
    this.used.set(key, found)
    return found
  }

  set(key: string, rendered: RenderedMessages): void {
    this.used.set(key, rendered)
    this.changed = true
  }

  /** Writes what this run used, if it rendered anything new or left entries out. */
  async save(): Promise<void> {
    if (!this.changed && this.used.size === this.kept.size) return
    await keepValue(this.file, this.used)
  }
}

/** The ids of `messages` with what each is there, for `RenderedMessages.shown`. */
export const shownIn = (messages: Messages, ids: readonly string[]): Array<[string, unknown]> =>
  ids.map((id) => [id, messages[id] ?? null])
