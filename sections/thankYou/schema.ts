import type { JSONSchemaType } from 'ajv'
import { copySchema, toneSchema, type Copy, type Tone } from '../../src/engine'

export const THANK_YOU_DEFAULT_TONE: Tone = 'muted'

export interface ThankYouProps {
  /** The page heading (`<h1>`), e.g. "Obrigado pelo contato!". */
  title: Copy
  /** One sentence under the heading. */
  subtitle?: Copy
  /** What the progress bar shows, read by screen readers as its name (e.g. "Encaminhando a sua mensagem"). */
  progressLabel: Copy
  /** The closing line under the bar (e.g. that the team replies soon on WhatsApp). */
  note: Copy
  /**
   * The surface of the whole screen around the card: `muted` (default, warm sand), `light` (white), `inverse` (deep
   * ink) or `brand` (coral). The card stays raised on it.
   */
  tone?: Tone
}

export const thankYouSchema: JSONSchemaType<ThankYouProps> = {
  type: 'object',
  properties: {
    title: copySchema,
    subtitle: { ...copySchema, nullable: true },
    progressLabel: copySchema,
    note: copySchema,
    tone: { ...toneSchema, nullable: true, default: THANK_YOU_DEFAULT_TONE },
  },
  required: ['title', 'progressLabel', 'note'],
  additionalProperties: false,
}
