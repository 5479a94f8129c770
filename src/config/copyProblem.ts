import type { Copy } from './common'
import { isStarterText } from './starterCopy'

/**
 * What is wrong with a piece of copy, if anything: an empty text (Lingui would publish its hash) or a placeholder
 * left from the `new:page` starter. A build that strips source texts from descriptors leaves nothing to check.
 */
export function copyProblem(copy: Copy): string | undefined {
  if (copy.message === undefined) return undefined
  if (copy.message.trim() === '') return 'is empty; write its text inside msg`…` (an empty text would show as a code)'
  if (isStarterText(copy.message))
    return `still has the new:page placeholder "${copy.message}"; write this page's own text in its place`
  return undefined
}
