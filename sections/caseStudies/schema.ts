import type { JSONSchemaType } from 'ajv'
import {
  COPY_LIMITS,
  copyOf,
  headingFields,
  imageSchema,
  toneSchema,
  type Copy,
  type ImageSlot,
  type Tone,
} from '../../src/engine'
import { caseStudySchema, type CaseStudy } from '../../content/models/caseStudies'

/**
 * A case's screen, 16:10, always whole: the featured case's beside its text from 1024 px (7 of 12 columns, on a
 * panel: about 620 px at 1280), the others' in two columns there (588 px); the column's full width below. One slot
 * for both, sized for the larger.
 */
export const caseStudyImageSlot: ImageSlot = {
  name: 'caseStudies.image',
  sizes:
    '(min-width: 1280px) 700px, (min-width: 1024px) calc(55.3vw - 7px), (min-width: 369px) calc(94.8vw - 12.8px), calc(100vw - 2rem)',
  aspect: 16 / 10,
}

export const CASE_STUDIES_DEFAULT_TONE: Tone = 'muted'

export interface CaseStudiesProps {
  /** Small line above the heading ("Cases"). */
  eyebrow?: Copy
  /** Section heading (`<h2>`), e.g. "Resultados que entregamos". */
  title: Copy
  /** Optional line under the heading. */
  subtitle?: Copy
  /**
   * The cases (from `content/case-studies.ts`), most telling first: the first is shown large, screen beside text,
   * the others in two columns under it. One to four.
   */
  cases: CaseStudy[]
  /**
   * The surface the section is painted on: `muted` (default, warm sand), `light` (white), `inverse` (deep ink) or
   * `brand` (coral). The cases stay raised cards on it.
   */
  tone?: Tone
}

export const caseStudiesSchema: JSONSchemaType<CaseStudiesProps> = {
  type: 'object',
  properties: {
    eyebrow: { ...copyOf({ max: COPY_LIMITS.eyebrow }), nullable: true },
    ...headingFields(),
    cases: {
      type: 'array',
      items: {
        ...caseStudySchema,
        properties: { ...caseStudySchema.properties, image: imageSchema(caseStudyImageSlot) },
      },
      minItems: 1,
      maxItems: 4,
    },
    tone: { ...toneSchema, nullable: true, default: CASE_STUDIES_DEFAULT_TONE },
  },
  required: ['title', 'cases'],
  additionalProperties: false,
}
