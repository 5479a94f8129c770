import type { JSONSchemaType } from 'ajv'
import {
  actionSchema,
  copySchema,
  imageSchema,
  type Action,
  type Copy,
  type Image,
  type ImageSlot,
} from '../../src/engine'

/** Beside the text from 1024 px (480 px wide); under it, up to 576 px wide, on smaller screens. */
export const heroImageSlot: ImageSlot = {
  name: 'hero.image',
  sizes: '(min-width: 1024px) 480px, (min-width: 640px) 576px, calc(100vw - 2rem)',
  aspect: 4 / 3,
}

export interface HeroProps {
  /** Short line above the title (optional). */
  eyebrow?: Copy
  /** The page's main heading (rendered as `<h1>`). */
  title: Copy
  /** One or two sentences under the title. */
  subtitle?: Copy
  /** Buttons under the text, in order; the first should be `primary`. One to three. */
  actions: Action[]
  /**
   * A picture beside the text (under it on phones), cropped to 4:3: a product screen, a team photo, art. Shown
   * up to 576 px wide, so the source must be at least 1,152 px wide. It loads first: it is the page's largest.
   */
  image?: Image
}

export const heroSchema: JSONSchemaType<HeroProps> = {
  type: 'object',
  properties: {
    eyebrow: { ...copySchema, nullable: true },
    title: copySchema,
    subtitle: { ...copySchema, nullable: true },
    actions: { type: 'array', items: actionSchema, minItems: 1, maxItems: 3 },
    image: { ...imageSchema(heroImageSlot), nullable: true },
  },
  required: ['title', 'actions'],
  additionalProperties: false,
}
