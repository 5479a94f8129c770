import type { JSONSchemaType } from 'ajv'
import { COPY_LIMITS, copyOf, copySchema, type Copy, imageSchema, type Image } from '../../src/engine/content'

/** A company video hosted on YouTube, shown as a local poster image until the visitor chooses to play it. */
export interface Video {
  /** The video's title; also names its play button and its player frame. */
  title: Copy
  /** One or two sentences about the video. */
  description: Copy
  /** The YouTube video id (the 11 characters after `watch?v=`). */
  youtubeId: string
  /**
   * The poster shown before playing (`videos/<name>.jpg` in `content/media/`; no request reaches YouTube until the
   * visitor plays), cropped to 16:9 under the play button. Write `decorative: true`: the button is named after the
   * video's title, and the poster is shown as decorative whatever it says. One video per view up to 1024 px, so it is
   * shown up to 958 px wide and the check asks a source at least 1,916 px wide.
   */
  poster: Image
}

export const videoSchema: JSONSchemaType<Video> = {
  type: 'object',
  properties: {
    title: copyOf({ max: COPY_LIMITS.heading }),
    description: copySchema,
    youtubeId: { type: 'string', pattern: '^[A-Za-z0-9_-]{11}$' },
    poster: imageSchema(),
  },
  required: ['title', 'description', 'youtubeId', 'poster'],
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
