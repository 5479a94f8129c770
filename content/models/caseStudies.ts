import type { JSONSchemaType } from 'ajv'
import { serviceSchema, type Service } from './services'
import { COPY_LIMITS, copyOf, copySchema, type Copy, imageSchema, type Image } from '../../src/engine/content'

/** One measured result of a project: a figure and what it counts. */
export interface CaseStudyResult {
  /** The figure as written in each language (`+6 p.p.`, `2,1×`, `−27%`): a message, so decimals follow the language. */
  value: Copy
  /** What the figure counts, in a few words ("taxa de aprovação de pagamentos"). */
  label: Copy
}

/** A project the company delivered, told as proof: the client, the problem, what was built and what it changed. */
export interface CaseStudy {
  /** Stable id (lowercase words joined by hyphens). */
  slug: string
  /** The client's name (a proper noun: not translated). Fictional until real clients allow their names. */
  client: string
  /** The client's field, in a few words ("Fintech de pagamentos"). */
  sector: Copy
  /** The outcome as a headline (`<h3>`): what changed for the client, with its figure when there is one. */
  title: Copy
  /** The problem the client brought, in one or two sentences. */
  problem: Copy
  /** What the team built, in one or two sentences. */
  solution: Copy
  /** Two or three measured results, the most important first. */
  results: CaseStudyResult[]
  /** Where the figures come from and over what period ("Dados do cliente, 12 meses após o lançamento"). */
  source: Copy
  /** The services the project used (tags on the card; service pages show the cases that used them). */
  services: Service[]
  /**
   * A screen of what was built (`work/<slug>.png` in `content/media/`), with alt text saying what it shows. Shown up
   * to 700 px wide, so the source must be at least 1,400 px wide.
   */
  image: Image
}

export const caseStudyResultSchema: JSONSchemaType<CaseStudyResult> = {
  type: 'object',
  properties: { value: copySchema, label: copySchema },
  required: ['value', 'label'],
  additionalProperties: false,
}

export const caseStudySchema: JSONSchemaType<CaseStudy> = {
  type: 'object',
  properties: {
    slug: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
    client: { type: 'string', minLength: 1 },
    sector: copySchema,
    title: copyOf({ max: COPY_LIMITS.heading }),
    problem: copySchema,
    solution: copySchema,
    results: { type: 'array', items: caseStudyResultSchema, minItems: 2, maxItems: 3 },
    source: copySchema,
    services: { type: 'array', items: serviceSchema, minItems: 1, maxItems: 3 },
    image: imageSchema(),
  },
  required: ['slug', 'client', 'sector', 'title', 'problem', 'solution', 'results', 'source', 'services', 'image'],
  additionalProperties: false,
}
