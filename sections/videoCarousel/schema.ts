import type { JSONSchemaType } from 'ajv'
import { copySchema, toneSchema, type Copy, type Tone } from '../../src/engine'
import { videoSchema, type Video } from '../../content/models/videos'

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
    videos: { type: 'array', items: videoSchema, minItems: 1 },
    tone: { ...toneSchema, nullable: true },
  },
  required: ['title', 'videos'],
  additionalProperties: false,
}
