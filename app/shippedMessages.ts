import type { Messages } from '@lingui/core'
import { buildOutputDir } from '../src/tools/build/buildCache'
import { pageMessagePicker, readPageMessageIds, type PickPageMessages } from '../src/tools/build/export/pageMessages'

let pick: PickPageMessages | undefined

/**
 * The messages a page carries to the browser: at prerender, only those it and its chrome show (the lists the
 * build's first step left in `<dist>/cache/`, read once per build), so no page grows with the rest of the site; on
 * `vike dev`, which runs no first step, the locale's whole catalog.
 */
export function shippedMessages(isPrerendering: boolean, pageId: string | null, messages: Messages): Messages {
  if (!isPrerendering) return messages
  pick ??= pageMessagePicker(readPageMessageIds(buildOutputDir()))
  return pick(pageId, messages)
}
