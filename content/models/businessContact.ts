/**
 * The CEO's digital business card (`/contato-{slug}`) and its "save contact" file (`/{slug}.vcf`).
 * Everything here is fictional. This module holds no translatable copy (names, handles and sites only) and
 * no Lingui macro, because vite.config.ts imports it to hand the build's vCard plugin (`src/tools/build/vcardPlugin.ts`) its files.
 */
import type { JSONSchemaType } from 'ajv'
import { imageSchema, type Image, type VCardAddress, type VCardContact } from '../../src/engine/content'

/** A link tile of the card: a profile or a site. */
export interface ContactLink {
  /** What the tile says: a profile handle, a person's or a product's name (not translated). */
  label: string
  /** The profile or site (`https://`); opens in a new tab. */
  href: string
  /** Decorative white icon under `public/` (the tile's text names the link). */
  icon: string
}

/** A person with a digital business card. */
export interface BusinessContact {
  /** URL name: the card lives at `/contato-{slug}` and its vCard at `/{slug}.vcf`. */
  slug: string
  /** Full name, as written everywhere (names are not translated). */
  name: string
  /** First name, for the vCard. */
  givenName: string
  /** Last name, for the vCard. */
  familyName: string
  /** Job title, the same in every language (e.g. `CEO`). */
  role: string
  /** Company name shown beside the role and saved in the vCard. */
  organization: string
  /**
   * Portrait (`people/<name>.jpg` in `content/media/`), square, shown as a 128 px circle above the name, so the
   * check asks a source at least 256 px wide. `decorative: true`: the name is printed under it (and this module
   * holds no `msg` copy, see above).
   */
  photo: Image
  /** Mobile and WhatsApp number, international format, digits only (`5511987654321`). */
  phone: string
  /** E-mail address. */
  email: string
  /** Company site saved in the vCard (`https://`). */
  website: string
  /** Office address saved in the vCard. */
  address?: VCardAddress
  /** Link tiles, in order. */
  links: ContactLink[]
}

const textSchema = { type: 'string', minLength: 1, nullable: true } as const

export const businessContactSchema: JSONSchemaType<BusinessContact> = {
  type: 'object',
  properties: {
    slug: { type: 'string', pattern: '^[a-z0-9-]+$' },
    name: { type: 'string', minLength: 1 },
    givenName: { type: 'string', minLength: 1 },
    familyName: { type: 'string', minLength: 1 },
    role: { type: 'string', minLength: 1 },
    organization: { type: 'string', minLength: 1 },
    photo: imageSchema(),
    phone: { type: 'string', pattern: '^[0-9]{10,15}$' },
    email: { type: 'string', pattern: '^[^@\\s]+@[^@\\s]+$' },
    website: { type: 'string', pattern: '^https://' },
    address: {
      type: 'object',
      properties: {
        street: textSchema,
        locality: textSchema,
        region: textSchema,
        postalCode: textSchema,
        country: textSchema,
      },
      required: [],
      additionalProperties: false,
      nullable: true,
    },
    links: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          label: { type: 'string', minLength: 1 },
          href: { type: 'string', pattern: '^https://' },
          icon: { type: 'string', pattern: '^/' },
        },
        required: ['label', 'href', 'icon'],
        additionalProperties: false,
      },
    },
  },
  required: [
    'slug',
    'name',
    'givenName',
    'familyName',
    'role',
    'organization',
    'photo',
    'phone',
    'email',
    'website',
    'links',
  ],
  additionalProperties: false,
}

/** Where a contact's card is served (locale-less; also under each locale). */
export function cardPath(contact: BusinessContact): string {
  return `/contato-${contact.slug}`
}

/** Where a contact's vCard is served: the site root, never under a locale. */
export function vcardPath(contact: BusinessContact): string {
  return `/${contact.slug}.vcf`
}

/** The card's person as vCard data. */
export function toVCardContact(contact: BusinessContact): VCardContact {
  return {
    fullName: contact.name,
    givenName: contact.givenName,
    familyName: contact.familyName,
    organization: contact.organization,
    title: contact.role,
    phone: contact.phone,
    email: contact.email,
    urls: [contact.website],
    address: contact.address,
  }
}
