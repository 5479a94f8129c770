import { defineSection } from '../../src/engine'
import { RichText } from './RichText'
import { richTextSchema } from './schema'

/** Text content: heading, paragraphs, bullets, buttons and an optional image; the workhorse of content pages. */
export const richText = defineSection({ type: 'richText', schema: richTextSchema, Component: RichText })
