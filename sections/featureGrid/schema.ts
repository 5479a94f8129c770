import type { JSONSchemaType } from 'ajv'
import {
  COPY_LIMITS,
  copyOf,
  copySchema,
  headingFields,
  hrefSchema,
  imageSchema,
  toneSchema,
  type Copy,
  type Href,
  type Image,
  type ImageSlot,
  type Tone,
} from '../../src/engine'
import { ICON_NAMES, type IconName } from '../../src/design/iconNames'
import { imagePlace } from '../shared/imagePlace'

/** A phone: the column, less the gutters. */
const PHONE = 'calc(100vw - 2rem)'
/** From 640 px: half the column (less half the gap); from 1024 px, a third of it. */
const HALF = '(min-width: 640px) calc(47.4vw - 18px)'
const THIRD = '(min-width: 1024px) calc(31.6vw - 20px)'

/** A card's picture in a grid of 2 columns: up to 588 px wide. */
export const featureImageSlot2: ImageSlot = {
  name: 'featureGrid.image2',
  sizes: `(min-width: 1280px) 588px, ${HALF}, ${PHONE}`,
  aspect: 3 / 2,
}
/** A card's picture in a grid of 3 columns (the default): up to 384 px wide from 1280 px. */
export const featureImageSlot3: ImageSlot = {
  name: 'featureGrid.image3',
  sizes: `(min-width: 1280px) 384px, ${THIRD}, ${HALF}, ${PHONE}`,
  aspect: 3 / 2,
}
/** A card's picture in a grid of 4 columns (four from 1280 px, three from 1024 px). */
export const featureImageSlot4: ImageSlot = {
  name: 'featureGrid.image4',
  sizes: `(min-width: 1280px) 282px, ${THIRD}, ${HALF}, ${PHONE}`,
  aspect: 3 / 2,
}

export interface Feature {
  /** The card's icon (`icon` cards): an icon of the site's set, see src/design/iconNames.ts. */
  icon?: IconName
  /**
   * The card's picture (`image` cards), cropped to 3:2 across the top of the card. A source of at least 1,176 px
   * wide covers every column count.
   */
  image?: Image
  /** The card's figure (`stat` cards), shown large above the title: "38%", "12 semanas". */
  stat?: Copy
  /** The feature's name (the card's `<h3>`). */
  title: Copy
  /** One or two sentences about it. */
  text?: Copy
  /** Makes the whole card a link. */
  href?: Href
}

export interface FeatureGridProps {
  /** Section heading. */
  title: Copy
  /** Optional line under the heading. */
  subtitle?: Copy
  /** The cards, in order. An incomplete last row is centred. */
  items: Feature[]
  /**
   * Cards per row on wide screens (default 3): 2, 3 or 4. Phones show one, tablets two; four sit side by side only
   * from 1280 px (three from 1024 px), so card headings keep whole words.
   */
  columns?: 2 | 3 | 4
  /**
   * The cards' look (default `icon`): `icon` puts each card's icon in a tile above its title (cards without an
   * icon are numbered 01, 02…); `image` puts its picture across the top, and no icon, so every item needs an
   * `image` (the check names those without); `stat` its figure, large, so every item needs a `stat`.
   */
  variant?: 'icon' | 'image' | 'stat'
  /** The surface (default `light`). */
  tone?: Tone
}

/** How the grid's cards look. */
export type FeatureCardVariant = NonNullable<FeatureGridProps['variant']>

const itemsImageIn = (slot: ImageSlot) => ({
  properties: { items: { items: { properties: { image: imagePlace(slot) } } } },
})
const columnsIs = (columns: number) => ({ properties: { columns: { const: columns } }, required: ['columns'] })

export const featureGridSchema = {
  type: 'object',
  properties: {
    ...headingFields(),
    items: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        properties: {
          icon: { type: 'string', enum: [...ICON_NAMES], nullable: true },
          // The picture's place (slot) follows the grid's `columns`, below.
          image: { ...imageSchema(), nullable: true },
          stat: { ...copySchema, nullable: true },
          title: copyOf({ max: COPY_LIMITS.heading }),
          text: { ...copySchema, nullable: true },
          href: { ...hrefSchema, nullable: true },
        },
        required: ['title'],
        additionalProperties: false,
      },
    },
    columns: { type: 'integer', enum: [2, 3, 4], nullable: true, default: 3 },
    variant: { type: 'string', enum: ['icon', 'image', 'stat'], nullable: true, default: 'icon' },
    tone: { ...toneSchema, nullable: true, default: 'light' },
  },
  required: ['title', 'items'],
  additionalProperties: false,
  if: columnsIs(2),
  then: itemsImageIn(featureImageSlot2),
  else: { if: columnsIs(4), then: itemsImageIn(featureImageSlot4), else: itemsImageIn(featureImageSlot3) },
} as unknown as JSONSchemaType<FeatureGridProps>
