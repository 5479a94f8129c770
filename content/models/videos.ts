import type { JSONSchemaType } from 'ajv'
import { copySchema, publicFileSchema, type Copy } from '../../src/config/common'

/** A company video hosted on YouTube, shown as a local thumbnail until the visitor chooses to play it. */
export interface Video {
  /** The video's title; also names its play button and its player frame. */
  title: Copy
  /** One or two sentences about the video. */
  description: Copy
  /** The YouTube video id (the 11 characters after `watch?v=`). */
  youtubeId: string
  /** Thumbnail under `public/videos/`, shown before playing (no request reaches YouTube until then). */
  thumbnail: string
}

export const videoSchema: JSONSchemaType<Video> = {
  type: 'object',
  properties: {
    title: copySchema,
    description: copySchema,
    youtubeId: { type: 'string', pattern: '^[A-Za-z0-9_-]{11}$' },
    thumbnail: publicFileSchema,
  },
  required: ['title', 'description', 'youtubeId', 'thumbnail'],
  additionalProperties: false,
}

/** The privacy-enhanced player address; the CSP's `frame-src` allows this host only. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com'

/** Player address that starts playing at once (the visitor has just clicked play). */
export function youtubeEmbedUrl(youtubeId: string): string {
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(youtubeId)}?autoplay=1`
}

/** The video's page on YouTube: where its facade links before (or without) JavaScript. */
export function youtubeWatchUrl(youtubeId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`
}
