import type { JSONSchemaType } from 'ajv'
import { copySchema, defineSection, type Copy } from '../../../../src/engine'

export interface NoteProps {
  /** The note's one line. */
  text: Copy
}

const noteSchema: JSONSchemaType<NoteProps> = {
  type: 'object',
  properties: { text: copySchema },
  required: ['text'],
  additionalProperties: false,
}

function Note({ text }: NoteProps) {
  return <p data-section="note">{text.message}</p>
}

/** A one-line note: the only section of the small test site. */
export const note = defineSection({ type: 'note', schema: noteSchema, Component: Note })
