import type { JSONSchemaType } from 'ajv'
import { copySchema, imageSchema, toneSchema, type Copy, type ImageSlot, type Tone } from '../../src/engine'
import { videoSchema, type Video } from '../../content/models/videos'

/**
 * A video's poster, 16:9, its slide's full width: one slide per view up to 1024 px (the 1048 px column), three
 * from 1025 px (32 px apart, each padded 6 px for its focus ring). Up to 976 px wide (a 1024 px screen), so sources
 * of 1,952 px or more.
 */
export const videoPosterSlot: ImageSlot = {
  name: 'videoCarousel.poster',
  sizes:
    '(min-width: 1096px) 320px, (min-width: 1025px) calc(33.33vw - 45.33px), (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)',
  aspect: 16 / 9,
}

export interface VideoCarouselProps {
  /** Section heading; also the carousel's accessible name. */
  title: Copy
  /** Optional line under the heading. */
  subtitle?: Copy
  /** The videos, in order (from `content/videos.ts`): 3 per view on wide screens, 1 at 1024px wide or less. */
  videos: Video[]
  /** Background (default `muted`). */
  tone?: Tone
}

export const videoCarouselSchema: JSONSchemaType<VideoCarouselProps> = {
  type: 'object',
  properties: {
    title: copySchema,
    subtitle: { ...copySchema, nullable: true },
    videos: {
      type: 'array',
      items: { ...videoSchema, properties: { ...videoSchema.properties, poster: imageSchema(videoPosterSlot) } },
      minItems: 1,
    },
    tone: { ...toneSchema, nullable: true },
  },
  required: ['title', 'videos'],
  additionalProperties: false,
}
