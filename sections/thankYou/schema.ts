import type { JSONSchemaType } from 'ajv'
import { copySchema, type Copy } from '../../src/engine'

export interface ThankYouProps {
  /** The page heading (`<h1>`), e.g. "Obrigado pelo contato!". */
  title: Copy
  /** One sentence under the heading. */
  subtitle?: Copy
  /** What the progress bar shows, read by screen readers as its name (e.g. "Encaminhando a sua mensagem"). */
  progressLabel: Copy
  /** The closing line under the bar (e.g. that the team replies soon on WhatsApp). */
  note: Copy
}

export const thankYouSchema: JSONSchemaType<ThankYouProps> = {
  type: 'object',
  properties: {
    title: copySchema,
    subtitle: { ...copySchema, nullable: true },
    progressLabel: copySchema,
    note: copySchema,
  },
  required: ['title', 'progressLabel', 'note'],
  additionalProperties: false,
}
