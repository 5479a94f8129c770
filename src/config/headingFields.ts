// ajv's own type of a schema's `properties`, which its package index does not re-export.
import type { PropertiesSchema } from 'ajv/dist/types/json-schema'
import { COPY_LIMITS, copyOf, type Copy } from './common'

/** A section's heading with the line under it, as most sections' props write it. */
interface TitleAndSubtitle {
  /** The section's heading. */
  title: Copy
  /** The one or two sentences under the heading (optional). */
  subtitle?: Copy
}

/** A section's heading alone (a logo wall's, a call to action's). */
interface TitleOnly {
  /** The section's heading. */
  title: Copy
}

/** How a section's heading is held: which limit its title has and whether a subtitle goes under it. */
export interface HeadingFieldsOptions {
  /**
   * `true` holds the title to `COPY_LIMITS.pageHeading` instead of `COPY_LIMITS.heading`: for a section whose title
   * is the page's `<h1>` (the hero), which must fit in three lines on a phone, where a section's `<h2>` may run longer.
   */
  pageHeading?: boolean
  /**
   * `false` leaves the subtitle out, for a section that has no line under its heading (a logo wall) or names that
   * line otherwise: its props then may not have a `subtitle` (`additionalProperties: false`). Default `true`.
   */
  subtitle?: boolean
}

/**
 * The schema of a section's heading, to spread into its props' `properties`
 * (`properties: { ...headingFields(), items: … }`): a `title` limited to `COPY_LIMITS.heading` (or
 * `COPY_LIMITS.pageHeading`, see `pageHeading`) and a nullable `subtitle` limited to `COPY_LIMITS.subtitle`. Every
 * section's heading is then held to the same limits, in `check:config` and in every translation, and a new section
 * cannot forget one. The props' interface still declares `title` and `subtitle` itself, with the JSDoc the
 * marketers' guide shows, and the schema's `required` still lists `title`. The fields are typed as ajv types a
 * `properties` entry, so a section whose interface makes the title optional or the subtitle required fails to
 * typecheck; a subtitle spread into props that declare none is not caught by the types (TypeScript does not check
 * spread keys), hence `subtitle: false`.
 */
export function headingFields(options?: HeadingFieldsOptions & { subtitle?: true }): PropertiesSchema<TitleAndSubtitle>
/** The schema of a section's heading without a subtitle (`headingFields({ subtitle: false })`): `title` alone. */
export function headingFields(options: HeadingFieldsOptions & { subtitle: false }): PropertiesSchema<TitleOnly>
export function headingFields({ pageHeading = false, subtitle = true }: HeadingFieldsOptions = {}):
  PropertiesSchema<TitleAndSubtitle> | PropertiesSchema<TitleOnly> {
  const title = copyOf({ max: pageHeading ? COPY_LIMITS.pageHeading : COPY_LIMITS.heading })
  if (!subtitle) return { title }
  return { title, subtitle: { ...copyOf({ max: COPY_LIMITS.subtitle }), nullable: true } }
}
