import type { SectionProblem } from '../../src/engine'
import type { Feature, FeatureGridProps } from './schema'

/** What each card of a variant shows above its title, so every item needs it: the field and what else would fill in. */
const NEEDED: Partial<Record<NonNullable<FeatureGridProps['variant']>, { field: keyof Feature; lost: string }>> = {
  image: { field: 'image', lost: "shows each card's picture and no icon: {cards} would show neither" },
  stat: { field: 'stat', lost: "shows each card's figure, large, above its title: {cards} would show a blank there" },
}

/**
 * A grid of `image` or `stat` cards whose items lack their picture or figure: such a card shows a gap (an image or
 * stat card has no icon tile), so the grid loses them without a word. Names every such item, by its title.
 */
export function featureGridProblems({ items, variant }: FeatureGridProps): SectionProblem[] {
  const needed = variant && NEEDED[variant]
  if (!needed) return []
  const { field } = needed
  const missing = items.flatMap((item, index) =>
    item[field] ? [] : [`items[${index}]${item.title.message === undefined ? '' : ` ("${item.title.message}")`}`],
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
        `${named} no \`${field}\`, but \`variant: '${variant}'\` ${needed.lost.replace('{cards}', cards)}. ` +
        `Give ${them} a${field === 'image' ? 'n' : ''} \`${field}\`, or use \`variant: 'icon'\``,
    },
  ]
}

/** The section's rules, by the name its definition imports (`src/tools/build/sectionProblemsPlugin.ts` keeps them out of the browser). */
export const problems = featureGridProblems
