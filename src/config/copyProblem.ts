import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import type { Copy } from './common'
import { isStarterText } from './starterCopy'

/** The id the `msg` macro gives an empty text; it leaves out the (empty) `message`, in every build. */
const EMPTY_MESSAGE_ID = generateMessageId('')

/**
 * What is wrong with a piece of copy, if anything: an empty text (Lingui would publish its hash), a placeholder
 * left from the `new:page` starter, or a text over `maxLength`, its field's limit (`copyOf({ max })`). Where a build
 * strips source texts from descriptors, only `msg\`\`` is found.
 */
export function copyProblem(copy: Copy, maxLength?: number): string | undefined {
  if (copy.message === undefined)
    return copy.id === EMPTY_MESSAGE_ID ? copyProblem({ ...copy, message: '' }) : undefined
  if (copy.message.trim() === '') return 'is empty; write its text inside msg`…` (an empty text would show as a code)'
  if (isStarterText(copy.message))
    return `still has the new:page placeholder "${copy.message}"; write this page's own text in its place`
  if (maxLength !== undefined && copy.message.length > maxLength)
    return (
      `"${copy.message.slice(0, 40)}…" is ${copy.message.length} characters long, over this field's limit of ` +
      `${maxLength}: shorten it to ${maxLength} characters or fewer (its translations are held to the same limit)`
    )
  return undefined
}
