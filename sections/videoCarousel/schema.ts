import type { JSONSchemaType } from 'ajv'
import { headingFields, imageSchema, toneSchema, type Copy, type ImageSlot, type Tone } from '../../src/engine'
import { videoSchema, type Video } from '../../content/models/videos'

/**
 * A video's poster, 16:9, its slide's full width: 1.2 slides per view (a peek) up to 640 px, one up to 1024 px, three
 * from 1025 px (32 px apart, the track 12 px wider than the content column and each slide padded 6 px for its focus
 * ring). Up to 958 px wide
 * (a 1024 px screen), so sources of 1,916 px or more.
 */
export const videoPosterSlot: ImageSlot = {
  name: 'videoCarousel.poster',
  sizes:
    '(min-width: 1280px) 371px, (min-width: 1025px) calc(31.6vw - 33.6px), (min-width: 641px) calc(94.8vw - 12.8px), (min-width: 369px) calc(79vw - 15px), calc(83.34vw - 31px)',
  aspect: 16 / 9,
}

export const VIDEO_CAROUSEL_DEFAULT_TONE: Tone = 'muted'

export interface VideoCarouselProps {
  /** Section heading; also the carousel's accessible name. */
  title: Copy
  /** Optional line under the heading. */
  subtitle?: Copy
  /** The videos, in order (from `content/videos.ts`): 3 per view on wide screens, 1 at 1024px wide or less. */
  videos: Video[]
  /**
   * The surface the section is painted on: `muted` (default, warm sand), `light` (white), `inverse` (deep ink, a
   * screening-room look) or `brand` (coral). The play buttons take its action colour.
   */
  tone?: Tone
}

export const videoCarouselSchema: JSONSchemaType<VideoCarouselProps> = {
  type: 'object',
  properties: {
    ...headingFields(),
    videos: {
      type: 'array',
      items: { ...videoSchema, properties: { ...videoSchema.properties, poster: imageSchema(videoPosterSlot) } },
      minItems: 1,
    },
    tone: { ...toneSchema, nullable: true, default: VIDEO_CAROUSEL_DEFAULT_TONE },
  },
  required: ['title', 'videos'],
  additionalProperties: false,
}
