import type { SectionProblem } from '../../src/engine'
import type { FeatureGridProps } from './schema'

/**
 * A grid of `image` cards whose items lack a picture: such a card shows neither picture nor icon (an image card has
 * no icon tile), so the grid loses them without a word. Names every such item, by its title.
 */
export function featureGridProblems({ items, variant }: FeatureGridProps): SectionProblem[] {
  if (variant !== 'image') return []
  const missing = items.flatMap((item, index) =>
    item.image ? [] : [`items[${index}]${item.title.message === undefined ? '' : ` ("${item.title.message}")`}`],
  )
  if (missing.length === 0) return []
  const named =
    missing.length === 1 ? `${missing[0]!} has` : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)!} have`
  const them = missing.length === 1 ? 'it' : 'each of them'
  const cards = missing.length === 1 ? 'that card' : 'those cards'
  return [
    {
      field: 'items',
      message:
        `${named} no \`image\`, but \`variant: 'image'\` shows each card's picture and no icon: ${cards} would ` +
        `show neither. Give ${them} an \`image\`, or use \`variant: 'icon'\``,
    },
  ]
}

/** The section's rules, by the name its definition imports (`src/build/sectionProblemsPlugin.ts` keeps them out of the browser). */
export const problems = featureGridProblems
