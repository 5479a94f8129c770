import { createHash } from 'node:crypto'
import { i18n, type I18n, type MessageDescriptor } from '@lingui/core'
import type { Locale } from '../../src/i18n/locales'
import type { Composition } from './kit'

/** A composition drawn in one locale: its HTML, a hash of it, and each message it shows with the text shown. */
export interface Drawing {
  html: string
  /** SHA-256 of `html` (hex, 16 characters): the picture's file was drawn from exactly this. */
  sha: string
  /** Each catalog message the picture shows (by id) with its text in the locale. */
  words: Record<string, string>
}

/**
 * Draws `c` in `locale`: Lingui's global instance (what `t\`…\`` reads) takes the locale's catalog from `catalog`
 * (`loadI18n`), over it `drafts` (translations by id not yet in the catalog), and every message read while drawing
 * is recorded.
 */
export function drawInLocale(
  c: Composition,
  locale: Locale,
  catalog: I18n,
  drafts: Record<string, string> = {},
): Drawing {
  i18n.load(locale, { ...catalog.messages, ...drafts })
  i18n.activate(locale)
  const words: Record<string, string> = {}
  const translate = i18n._.bind(i18n)
  const recording = ((id: string | MessageDescriptor, values?: Record<string, unknown>, options?: object) => {
    const text = translate(id as string, values, options)
    words[typeof id === 'string' ? id : (id.id ?? '')] = text
    return text
  }) as typeof i18n._
  i18n._ = recording
  try {
    const html = c.html()
    return { html, sha: createHash('sha256').update(html).digest('hex').slice(0, 16), words }
  } finally {
    i18n._ = translate
  }
}

/** Whether a locale's drawing says something else than the default locale's: then it gets a file of its own. */
export function hasOwnWords(drawing: Drawing, source: Drawing): boolean {
  return Object.entries(drawing.words).some(([id, text]) => source.words[id] !== text)
}
