import type { MessageDescriptor } from '@lingui/core'
import type { JSONSchemaType } from 'ajv'
import { SURFACES } from '../design/surfaces'
import { withContentKind } from './contentKinds'

/**
 * A piece of visible copy: a Lingui message descriptor, written with the `msg` macro
 * (`msg\`Fale conosco\``). Translators see it in `locales/<locale>/messages.po`. Titles, eyebrows, subtitles
 * and button labels have a length limit for their kind of text, in every language (`COPY_LIMITS`).
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

/** The schema of a copy field without a length limit (body text, answers, quotes); see `copyOf` for one with. */
export const copySchema: JSONSchemaType<Copy> = withContentKind('copy', {
  type: 'object',
  properties: {
    id: { type: 'string', minLength: 1 },
    message: { type: 'string', nullable: true },
  },
  required: ['id'],
})

/**
 * The most characters each kind of copy may have, in every locale: `check:config` refuses a source text over its
 * field's limit, the catalogs tell translators the limit ("Max length: 80 characters") and `i18n:check` refuses a
 * translation over it. A text is counted as written, placeholders included (`{price}` is 7 characters). Each
 * limit is above the longest real text in pt-br, en-us and es-es and the sections' "longest" fixtures (the widest
 * copy their layouts are tested with); Spanish runs about 10% longer than Portuguese.
 */
export const COPY_LIMITS = {
  /** A page's `<title>`: search results show about 60 characters; up to 90 for a news article's headline. */
  metaTitle: 90,
  /** A page's meta description: search results show about 155 characters, then cut it. */
  metaDescription: 180,
  /** The hero's `<h1>`: three lines at most on a phone. */
  pageHeading: 80,
  /** A section's or a card's heading. */
  heading: 120,
  /** The short line above a heading. */
  eyebrow: 80,
  /** The one or two sentences under a heading. */
  subtitle: 240,
  /** A button's or a link's text: one line on a phone. */
  actionLabel: 45,
} as const

/** A symbol, so the limit stays out of the schema's JSON form (ajv and `JSON.stringify` ignore it). */
const COPY_LIMIT = Symbol('copy limit')

/**
 * The schema of a copy field whose text may have at most `max` characters (one of `COPY_LIMITS`), in the source
 * and in every translation: `copyOf({ max: COPY_LIMITS.heading })`. The limit survives spreading
 * (`{ ...copyOf({ max: 40 }), nullable: true }`).
 */
export function copyOf({ max }: { max: number }): JSONSchemaType<Copy> {
  return { ...copySchema, [COPY_LIMIT]: max }
}

/** The most characters the copy field the schema nodes describe allows (`copyOf`), if it has a limit. */
export function copyLimitIn(schemas: readonly object[]): number | undefined {
  return schemas.map((schema) => (schema as { [COPY_LIMIT]?: number })[COPY_LIMIT]).find((max) => max !== undefined)
}

export const hrefSchema: JSONSchemaType<Href> = withContentKind('link', { type: 'string', pattern: HREF_PATTERN })
/** The page a form leads to once sent (`/obrigado`): published in every locale of the form's page (`thankYouPath`). */
export const thankYouPathSchema: JSONSchemaType<string> = withContentKind('thankYouPath', {
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
    label: copyOf({ max: COPY_LIMITS.actionLabel }),
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
export const TONES: readonly Tone[] = SURFACES
export const toneSchema: JSONSchemaType<Tone> = { type: 'string', enum: [...TONES] }
