import type { JSONSchemaType } from 'ajv'
import {
  copySchema,
  headingFields,
  imageSchema,
  thankYouPathSchema,
  toneSchema,
  type Copy,
  type ImageSlot,
  type Tone,
} from '../../src/engine'
import { personSchema, type Person } from '../../content/models/people'
import { nextStepsSchema, type NextStepsCopy } from '../shared/NextSteps'

/** The named contact's portrait: a 64 px circle, so sources of 128 px or more. */
export const contactPortraitSlot: ImageSlot = { name: 'contactForm.portrait', sizes: '64px', aspect: 1 }

/** Who answers the messages, shown beside the form with the company's ways in. */
export interface ContactPerson {
  /** The person (e.g. `founders[0]` from `content/founders.ts`): portrait, name and role are shown, not the bio. */
  person: Person
  /** A line under the name, e.g. "Respondo pessoalmente às mensagens de novos projetos." */
  note?: Copy
}

export interface ContactFormProps {
  /** Heading of the block (beside the form on wide screens, above it on narrow ones). */
  title: Copy
  /** Optional line under the heading. */
  subtitle?: Copy
  /**
   * Make the heading the page's title (`<h1>`), for a page made for its form: put the block first, without a hero,
   * so the form's first field is on the first screen (the contact page). Once per page.
   */
  pageTitle?: boolean
  /**
   * Beside the form from 1024 px (above it on phones): who answers, with portrait, and the company's e-mail, phone,
   * WhatsApp, address and reply time from the settings. Without it, the heading stands alone.
   */
  contact?: ContactPerson
  /** What happens after the visitor sends (numbered steps), under the named contact. */
  nextSteps?: NextStepsCopy
  /** The surface the block is painted on (default `muted`: the form's white card on warm sand). */
  tone?: Tone
  /**
   * Which declared form it shows: a key of `settings.forms` (content/forms.ts), e.g. `'hire'` for a form declared
   * `hire: { kind: 'contact', fields: [...] }`. Default `'contact'`, the contactForm form every page shares.
   */
  form?: string
  /**
   * Where visitors go once their message is sent (e.g. `/obrigado`, localized for them): a page published in every
   * language this page is, as a visitor is thanked in their language.
   */
  successPath: string
}

const contactPersonSchema: JSONSchemaType<ContactPerson> = {
  type: 'object',
  properties: {
    person: { ...personSchema, properties: { ...personSchema.properties, photo: imageSchema(contactPortraitSlot) } },
    note: { ...copySchema, nullable: true },
  },
  required: ['person'],
  additionalProperties: false,
}

export const contactFormSchema: JSONSchemaType<ContactFormProps> = {
  type: 'object',
  properties: {
    ...headingFields(),
    pageTitle: { type: 'boolean', nullable: true },
    contact: { ...contactPersonSchema, nullable: true },
    nextSteps: { ...nextStepsSchema, nullable: true },
    tone: { ...toneSchema, nullable: true, default: 'muted' },
    form: { type: 'string', nullable: true },
    successPath: thankYouPathSchema,
  },
  required: ['title', 'successPath'],
  additionalProperties: false,
}
