/**
 * The lead bodies the site sends to the mail endpoint, as JSON schemas. The browser validates with code
 * precompiled from these at build time (src/build/formValidatorsPlugin.ts); the lead endpoint validates with
 * the same schemas at run time. Field names are exactly the spec's.
 */
import type { JSONSchemaType } from 'ajv'
import { BRAZILIAN_STATES, REVENUE_RANGES } from './options'

export type FormKind = 'contact' | 'lead' | 'ecommerce'

export interface ContactBody {
  name: string
  phone: string
  company: string
  role: string
  email: string
  message: string
  /** Address of the page the form was sent from. */
  origin: string
}
export interface LeadBody {
  name: string
  phone: string
  email: string
  state: string
  origin: string
}
export interface EcommerceBody {
  name: string
  phone: string
  email: string
  faturamento: string
  nicho: string
  origin: string
}
export interface LeadBodies {
  contact: ContactBody
  lead: LeadBody
  ecommerce: EcommerceBody
}

/** `(11) 98765-4321` */
export const PHONE_PATTERN = '^\\(\\d{2}\\) \\d{5}-\\d{4}$'
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$'
const NOT_BLANK = '\\S'

/** Longest accepted value of each field: enough for any real lead, small enough to keep bodies under 16 KB. */
export const MAX_LENGTH = {
  name: 120,
  phone: 20,
  company: 120,
  role: 120,
  email: 254,
  message: 4000,
  nicho: 200,
  origin: 2000,
}

const text = (maxLength: number): JSONSchemaType<string> => ({
  type: 'string',
  minLength: 1,
  maxLength,
  pattern: NOT_BLANK,
})
const common = {
  name: text(MAX_LENGTH.name),
  email: { type: 'string', minLength: 1, maxLength: MAX_LENGTH.email, pattern: EMAIL_PATTERN },
  origin: { type: 'string', minLength: 1, maxLength: MAX_LENGTH.origin, pattern: '^https?://' },
} satisfies Record<string, JSONSchemaType<string>>

/** Each body's schema, tied to its TypeScript type so the two cannot drift apart. */
export const formSchemas: { [K in FormKind]: JSONSchemaType<LeadBodies[K]> & { $id: K } } = {
  contact: {
    $id: 'contact',
    type: 'object',
    properties: {
      ...common,
      phone: text(MAX_LENGTH.phone),
      company: text(MAX_LENGTH.company),
      role: text(MAX_LENGTH.role),
      message: text(MAX_LENGTH.message),
    },
    required: ['name', 'phone', 'company', 'role', 'email', 'message', 'origin'],
    additionalProperties: false,
  },
  lead: {
    $id: 'lead',
    type: 'object',
    properties: {
      ...common,
      phone: { type: 'string', pattern: PHONE_PATTERN },
      state: { type: 'string', enum: BRAZILIAN_STATES.map((state) => state.code) },
    },
    required: ['name', 'phone', 'email', 'state', 'origin'],
    additionalProperties: false,
  },
  ecommerce: {
    $id: 'ecommerce',
    type: 'object',
    properties: {
      ...common,
      phone: { type: 'string', pattern: PHONE_PATTERN },
      faturamento: { type: 'string', enum: [...REVENUE_RANGES] },
      nicho: text(MAX_LENGTH.nicho),
    },
    required: ['name', 'phone', 'email', 'faturamento', 'nicho', 'origin'],
    additionalProperties: false,
  },
}

/** Name of the hidden honeypot field: people never fill it, naive bots do. Not part of a real lead's body. */
export const HONEYPOT_FIELD = 'website'
