import { resolve } from 'node:path'
import type { Messages } from '@lingui/core'
import { pageMessagePicker, readPageMessageIds, type PickPageMessages } from '../build/export/pageMessages'

let pick: PickPageMessages | undefined

/**
 * The messages a page carries to the browser: at prerender, only those it and its chrome show (the lists the
 * translation gate left in `<dist>/cache/`, read once per build), so no page grows with the rest of the site; on
 * `vike dev`, which runs no gate, the locale's whole catalog.
 */
export function shippedMessages(isPrerendering: boolean, pageId: string | null, messages: Messages): Messages {
  if (!isPrerendering) return messages
  pick ??= pageMessagePicker(readPageMessageIds(resolve(process.env.DIST_DIR ?? 'dist')))
  return pick(pageId, messages)
}
