import type { MessageDescriptor } from '@lingui/core'
import type { JSONSchemaType } from 'ajv'
import { withContentKind } from './contentKinds'

/**
 * A piece of visible copy: a Lingui message descriptor, written with the `msg` macro
 * (`msg\`Fale conosco\``). Translators see it in `locales/<locale>/messages.po`.
 */
export type Copy = Pick<MessageDescriptor, 'id' | 'message'>

/** Where a link may point: a locale-less site path (`/contato`), a locale-fixed path (`/pt-br/contato`), an anchor (`#servicos`), an external `https:` address, a phone number (`tel:+55 11 3000-0000`) or an e-mail address (`mailto:contato@example.com`). */
export type Href = string

export const INTERNAL_PATH_PATTERN = '^/'
export const HREF_PATTERN = '^(/|#|https://|mailto:|tel:)'

/** Human wording for the patterns above, used in config error messages. */
export const PATTERN_MESSAGES: Record<string, string> = {
  [INTERNAL_PATH_PATTERN]: 'must start with "/"',
  [HREF_PATTERN]: 'must start with "/", "#", "https://", "mailto:" or "tel:"',
}

export const copySchema: JSONSchemaType<Copy> = withContentKind('copy', {
  type: 'object',
  properties: {
    id: { type: 'string', minLength: 1 },
    message: { type: 'string', nullable: true },
  },
  required: ['id'],
})

export const hrefSchema: JSONSchemaType<Href> = withContentKind('link', { type: 'string', pattern: HREF_PATTERN })
export const internalPathSchema: JSONSchemaType<string> = withContentKind('link', {
  type: 'string',
  pattern: INTERNAL_PATH_PATTERN,
})
/** A file under `public/` (`/logos/acme.svg`). */
export const publicFileSchema: JSONSchemaType<string> = withContentKind('publicFile', {
  type: 'string',
  pattern: INTERNAL_PATH_PATTERN,
})

/** A call to action rendered as a button-styled link. */
export interface Action {
  /** Button text. */
  label: Copy
  /** Where it goes (see `Href`). */
  href: Href
  /** Visual weight: `primary` (default) for the main action, `secondary` or `ghost` for the others. */
  variant?: 'primary' | 'secondary' | 'ghost'
}

export const actionSchema: JSONSchemaType<Action> = {
  type: 'object',
  properties: {
    label: copySchema,
    href: hrefSchema,
    variant: { type: 'string', enum: ['primary', 'secondary', 'ghost'], nullable: true },
  },
  required: ['label', 'href'],
  additionalProperties: false,
}

/** A brand shown as a logo (partner, client or official partner). Names are proper nouns: not translated. */
export interface BrandLogo {
  /** Brand name; also the image's alt text. */
  name: string
  /** SVG under `public/logos/`. */
  img: string
}

/** A brand shown as a logo; its name is the logo's alt text, so it must not be blank. */
export const brandLogoSchema: JSONSchemaType<BrandLogo> = {
  type: 'object',
  properties: { name: withContentKind('altText', { type: 'string', minLength: 1 }), img: publicFileSchema },
  required: ['name', 'img'],
  additionalProperties: false,
}

/**
 * The surface a section is painted on, from the brand's tokens (`src/design/tokens.css`): `light` (white),
 * `muted` (warm sand), `inverse` (ink, light text) or `brand` (the brand colour). Text, links, buttons and focus
 * rings inside take the colours that read on it.
 */
export type Tone = 'light' | 'muted' | 'inverse' | 'brand'
export const TONES: readonly Tone[] = ['light', 'muted', 'inverse', 'brand']
export const toneSchema: JSONSchemaType<Tone> = { type: 'string', enum: [...TONES] }
