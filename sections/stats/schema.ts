import type { JSONSchemaType } from 'ajv'
import { COPY_LIMITS, copyOf, copySchema, toneSchema, type Copy, type Tone } from '../../src/engine'

export interface Stat {
  /** The figure as a plain number (`1000`); it is written the visitor's way ("1.000", "1,000"). */
  value: number
  /** Sign before the figure, e.g. `+` for "more than". */
  prefix?: string
  /** Unit after the figure, e.g. "dias úteis". */
  unit?: Copy
  /** What the figure counts, e.g. "profissionais de tecnologia na nossa rede". */
  label: Copy
}

export interface StatsProps {
  /** Optional heading above the figures. */
  title?: Copy
  /** The figures, two to four read best. */
  stats: Stat[]
  /**
   * Figures per row on wide screens: 2, 3 or 4 (by default as many as there are, up to 4). Four sit side by side
   * only from 1280 px; below, two per row.
   */
  columns?: 2 | 3 | 4
  /**
   * Where the figures come from, printed small under them ("Registros de projetos da Nuvora, 2014 a 2026"): a
   * figure a buyer can trace is one they believe.
   */
  source?: Copy
  /** The surface (default `muted`: warm sand). */
  tone?: Tone
}

export const statsSchema: JSONSchemaType<StatsProps> = {
  type: 'object',
  properties: {
    title: { ...copyOf({ max: COPY_LIMITS.heading }), nullable: true },
    stats: {
      type: 'array',
      minItems: 1,
      maxItems: 4,
      items: {
        type: 'object',
        properties: {
          value: { type: 'number' },
          prefix: { type: 'string', maxLength: 3, nullable: true },
          unit: { ...copySchema, nullable: true },
          label: copySchema,
        },
        required: ['value', 'label'],
        additionalProperties: false,
      },
    },
    columns: { type: 'integer', enum: [2, 3, 4], nullable: true },
    source: { ...copySchema, nullable: true },
    tone: { ...toneSchema, nullable: true, default: 'muted' },
  },
  required: ['stats'],
  additionalProperties: false,
}
