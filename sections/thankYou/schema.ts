import type { JSONSchemaType } from 'ajv'
import {
  actionSchema,
  copySchema,
  headingFields,
  toneSchema,
  type Action,
  type Copy,
  type Tone,
} from '../../src/engine'
import { nextStepsSchema, type NextStepsCopy } from '../shared/NextSteps'

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
  /** What happens now, under the card: a heading and numbered steps (e.g. reply within a day, a call, a proposal). */
  nextSteps?: NextStepsCopy
  /**
   * The ways on from here, under the steps (e.g. back to the home page, the news): the first is filled, the second
   * outlined, the rest text links. None by default.
   */
  actions?: Action[]
  /**
   * The surface of the whole screen around the card: `muted` (default, warm sand), `light` (white), `inverse` (deep
   * ink) or `brand` (coral). The card stays raised on it.
   */
  tone?: Tone
}

/** The numbered "what happens now" list of the thank-you screen. */
export const thankYouSchema: JSONSchemaType<ThankYouProps> = {
  type: 'object',
  properties: {
    ...headingFields(),
    progressLabel: copySchema,
    note: copySchema,
    nextSteps: { ...nextStepsSchema, nullable: true },
    actions: { type: 'array', items: actionSchema, nullable: true, maxItems: 3 },
    tone: { ...toneSchema, nullable: true, default: THANK_YOU_DEFAULT_TONE },
  },
  required: ['title', 'progressLabel', 'note'],
  additionalProperties: false,
}
