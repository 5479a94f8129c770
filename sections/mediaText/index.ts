import { defineSection } from '../../src/engine'
import { MediaText } from './MediaText'
import { mediaTextSchema } from './schema'

/** A picture beside a text (a case study, a product, the team): the picture first on phones, either side on wide screens. */
export const mediaText = defineSection({ type: 'mediaText', schema: mediaTextSchema, Component: MediaText })
