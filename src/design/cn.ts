import { createTailwindMerge } from 'tailwind-merge'
import { CLASS_MERGE_CONFIG } from './classMerge.generated'

/**
 * tailwind-merge with only the class groups the site writes (`npm run class-merge` cuts them from its default
 * configuration and teaches them the token names, so `text-h2` is a size and `py-section` a space): the same merges
 * as the full library, without its rules for utilities the site never uses in every page's JavaScript.
 */
const merge = createTailwindMerge(() => CLASS_MERGE_CONFIG)

/** Joins class names, skipping falsy ones; of two conflicting utilities the later wins (`cn('py-4', 'py-8')` → `py-8`). */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return merge(classes)
}
