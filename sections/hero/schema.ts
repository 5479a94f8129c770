import type { JSONSchemaType } from 'ajv'
import {
  actionSchema,
  COPY_LIMITS,
  copyOf,
  copySchema,
  headingFields,
  imageSchema,
  toneSchema,
  type Action,
  type Copy,
  type Image,
  type ImageSlot,
  type Tone,
} from '../../src/engine'
import { imagePlace } from '../shared/imagePlace'

/**
 * `split`: beside the text from 1024 px (five twelfths of the column, 472 px at most); under it, up to 576 px wide,
 * on smaller screens.
 */
export const heroImageSlot: ImageSlot = {
  name: 'hero.image',
  sizes:
    '(min-width: 1280px) 472px, (min-width: 1024px) calc(40vw - 2rem), (min-width: 640px) 576px, calc(100vw - 2rem)',
  aspect: 4 / 3,
}

/** `split` with `imageFrom: 'desktop'`: the same place, shown only from 1024 px (phones keep the text alone). */
export const heroDesktopImageSlot: ImageSlot = {
  name: 'hero.imageDesktop',
  sizes: '(min-width: 1280px) 472px, calc(40vw - 2rem)',
  aspect: 4 / 3,
  desktopOnly: true,
}

/** `centered`: under the centred text, up to 768 px wide. */
export const heroCenteredImageSlot: ImageSlot = {
  name: 'hero.imageCentered',
  sizes: '(min-width: 840px) 768px, calc(100vw - 2rem)',
  aspect: 16 / 10,
}

/**
 * `media`: the whole hero's background, the screen's width; phones get a portrait crop no wider than their screen,
 * so a phone's first picture stays small.
 */
export const heroBackgroundSlot: ImageSlot = {
  name: 'hero.background',
  sizes: '100vw',
  aspect: 16 / 9,
  phoneAspect: 3 / 4,
}

export interface HeroProps {
  /** Short line above the title (optional). */
  eyebrow?: Copy
  /** The page's main heading (rendered as `<h1>`). */
  title: Copy
  /** One or two sentences under the title. */
  subtitle?: Copy
  /**
   * Buttons under the text, in order, one to three: the first is filled (the main action), the second outlined,
   * the third a text link, unless an action sets its own `variant`.
   */
  actions: Action[]
  /**
   * A line of proof under the buttons, two to four short facts (e.g. "Mais de 120 projetos entregues"), each after
   * a check mark. Facts the company can back up.
   */
  proof?: Copy[]
  /**
   * `true` ends the line of proof with the team's reply time, from the settings (`responseHours`) and worded as the
   * footer words it ("Respondemos em até 4 horas úteis"). Promise the reply time this way, never as a fact of
   * `proof`, so that the page and its footer always agree. Needs `proof` (two or three facts before it).
   */
  replyTime?: boolean
  /**
   * A picture: a product screen, a team photo, art. Where it goes depends on `variant`: beside the text (`split`,
   * cropped to 4:3, shown up to 576 px wide: a source of at least 1,152 px), under it (`centered`, 16:10, up to
   * 768 px: at least 1,536 px) or behind it (`media`, the screen's width: the widest source you have, a photo
   * that stays legible under a dark veil). It loads first: it is the page's largest.
   */
  image?: Image
  /**
   * The layout (default `split`): `split` puts the text and the picture side by side from 1024 px (the picture
   * under the text on smaller screens); `centered` centres the text, with the picture under it; `media` lays the
   * text over the picture, which fills the hero behind a veil of the tone's colour.
   */
  variant?: 'split' | 'centered' | 'media'
  /**
   * Which screens show a `split` picture: `phone` (default: every screen, under the text below 1024 px) or
   * `desktop` (1024 px and wider only: phones get neither the picture nor its bytes, so the text stays their first
   * view and their fastest largest paint). Use `desktop` where the text is short and the picture would be a phone's
   * largest element.
   */
  imageFrom?: 'phone' | 'desktop'
  /**
   * The surface (default `inverse`: ink, with the brand's glow; the text over a `media` picture sits on an ink
   * veil). `light`, `muted` or `brand` for a quieter or a louder page top.
   */
  tone?: Tone
}

/** How the hero lays out its text and picture. */
export type HeroVariant = NonNullable<HeroProps['variant']>

/** The image field in one variant's place. */
const imageIn = (slot: ImageSlot) => ({ properties: { image: imagePlace(slot) } })

export const heroSchema = {
  type: 'object',
  properties: {
    eyebrow: { ...copyOf({ max: COPY_LIMITS.eyebrow }), nullable: true },
    ...headingFields({ pageHeading: true }),
    actions: { type: 'array', items: actionSchema, minItems: 1, maxItems: 3 },
    proof: { type: 'array', items: copySchema, minItems: 2, maxItems: 4, nullable: true },
    replyTime: { type: 'boolean', nullable: true },
    // The field's place (slot) follows the variant, below.
    image: { ...imageSchema(), nullable: true },
    variant: { type: 'string', enum: ['split', 'centered', 'media'], nullable: true, default: 'split' },
    imageFrom: { type: 'string', enum: ['phone', 'desktop'], nullable: true, default: 'phone' },
    tone: { ...toneSchema, nullable: true, default: 'inverse' },
  },
  required: ['title', 'actions'],
  additionalProperties: false,
  allOf: [
    {
      if: { properties: { variant: { const: 'media' } }, required: ['variant'] },
      then: imageIn(heroBackgroundSlot),
      else: {
        if: { properties: { variant: { const: 'centered' } }, required: ['variant'] },
        then: imageIn(heroCenteredImageSlot),
        else: {
          if: { properties: { imageFrom: { const: 'desktop' } }, required: ['imageFrom'] },
          then: imageIn(heroDesktopImageSlot),
          else: imageIn(heroImageSlot),
        },
      },
    },
    // With `replyTime`, the line needs two or three facts of its own (four in all): said in words by `heroProblems`,
    // not as a bare "proof: is required" or "must NOT have more than 3 items".
  ],
} as unknown as JSONSchemaType<HeroProps>
