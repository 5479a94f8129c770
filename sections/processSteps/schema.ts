import type { JSONSchemaType } from 'ajv'
import { COPY_LIMITS, copyOf, copySchema, headingFields, toneSchema, type Copy, type Tone } from '../../src/engine'

export const PROCESS_STEPS_DEFAULT_TONE: Tone = 'light'

export interface ProcessStep {
  /** The step's name, a few words: "Descoberta". */
  title: Copy
  /** What happens in it and what the client gets, one or two sentences. */
  text: Copy
  /** How long it usually takes, short: "1 a 2 semanas" (optional). */
  duration?: Copy
}

export interface ProcessStepsProps {
  /** Small line above the heading ("Como trabalhamos"). */
  eyebrow?: Copy
  /** Section heading (`<h2>`), e.g. "Do primeiro contato ao produto no ar". */
  title: Copy
  /** Optional line under the heading. */
  subtitle?: Copy
  /**
   * The steps in order, three or four: numbered, joined by a line, side by side from 1024 px (a timeline down the
   * page on smaller screens).
   */
  steps: ProcessStep[]
  /** The surface: `light` (default, white), `muted` (warm sand), `inverse` (deep ink) or `brand` (coral). */
  tone?: Tone
}

export const processStepsSchema: JSONSchemaType<ProcessStepsProps> = {
  type: 'object',
  properties: {
    eyebrow: { ...copyOf({ max: COPY_LIMITS.eyebrow }), nullable: true },
    ...headingFields(),
    steps: {
      type: 'array',
      minItems: 3,
      maxItems: 4,
      items: {
        type: 'object',
        properties: {
          title: copyOf({ max: COPY_LIMITS.heading }),
          text: copySchema,
          duration: { ...copySchema, nullable: true },
        },
        required: ['title', 'text'],
        additionalProperties: false,
      },
    },
    tone: { ...toneSchema, nullable: true, default: PROCESS_STEPS_DEFAULT_TONE },
  },
  required: ['title', 'steps'],
  additionalProperties: false,
}
