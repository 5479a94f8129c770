import type { JSONSchemaType } from 'ajv'
import { copySchema, type Copy } from './common'
import { withContentKind } from './contentKinds'
import type { Locale } from '../i18n/locales'

/** The folder every image source is committed under; an image's `src` is a path inside it. */
export const MEDIA_FOLDER = 'content/media'

/**
 * A picture: one source file committed under `content/media/`, named in the field that shows it. The build makes
 * every size and format screens need from it (AVIF and WebP, as wide as the place shows it, cropped to the place's
 * shape around the focus), so commit one large original and never resize it yourself.
 *
 * ```ts
 * image: { src: 'work/fintech-dashboard.png', alt: msg`Painel de crédito feito para uma fintech`, focus: { x: 30, y: 40 } }
 * ```
 *
 * - **Alt text** says what the picture shows to someone who cannot see it, in a sentence (`msg`, so it is
 *   translated): "Camila Duarte apresentando o painel para o time", not "foto" nor the file name. When the picture
 *   adds nothing the text beside it does not say (a portrait next to the printed name), write `decorative: true`
 *   instead: screen readers skip it.
 * - **Focus** keeps what matters in view when the place crops the picture (a face near the top: `{ x: 50, y: 20 }`).
 * - **Phone crop**: a place shows wide pictures small on phones; `phone: 'work/fintech-dashboard-phone.png'` shows
 *   another source there (a tighter crop, a phone screen).
 * - **Replacing artwork with a photo** is one line: commit the photo (`people/camila-duarte.jpg`) and change `src`;
 *   record where it comes from in `content/media/CREDITS.md`.
 * - **Words in a picture**: commit a version per locale beside the source (`hero/contrate.en-us.png`,
 *   `hero/contrate.es-es.png`) and keep `src: 'hero/contrate.png'`: each page shows its locale's version, or the
 *   source where there is none. The site's own art is drawn this way by `npm run media:art`.
 *
 * `npm run check:config` (and so the build) names the page, block and field of a mistake and how to fix it:
 * - `is not a file in content/media/ (did you mean …?)`: the path is wrong or the file was not committed;
 * - `needs alt: msg… or decorative: true` (or `has both`): say what it shows, or that it only decorates;
 * - `"camila-duarte.png" is the picture's file name` (or `"foto" only says that there is a picture`): alt text is read
 *   aloud in the picture's place, so a file name or a bare "foto", "imagem", "image", "img" tells nothing; say what
 *   it shows (`npm run i18n:check` holds each language's translation of it to the same);
 * - `is 800 px wide, but hero.image shows it up to 576 px wide, so a 2× screen needs 1152 px`: the source would look
 *   blurred on sharp screens; export a larger one (at least the width named);
 * - `is 1600 × 1600 px, but hero.image shows it at 4:3, cutting 25 % of it away`: a screen (PNG) may lose at most
 *   2 % to its place's shape; export it at the shape named (a photo, JPEG, is cropped around its `focus`);
 * - `shows its smallest text (…) at 5.7 px`: a drawn picture's words would be unreadable there; lay it out at the
 *   place's width with text of at least 11 px;
 * - `names the en-us version of a picture`: write the source's own path; each locale picks its version;
 * - `is GIF/HEIC/TIFF, which the site does not serve`: save it as JPEG (photos), PNG (screenshots), WebP or AVIF;
 * - `is 24 MB, over the 20 MB limit` / `is 10000 × 5000 px (50 megapixels), over the 40-megapixel limit`: export it
 *   smaller (3000 px wide is plenty);
 * - `has a <script>` / `references an outside file` / `has a <foreignObject>` / `has a <style> sheet` /
 *   `has an element of another vocabulary`: an SVG may only draw (the check reads it as the site serves it,
 *   optimized); remove what it names, export it again as plain SVG with presentation attributes, or export the picture
 *   as PNG;
 * - `declares a <!DOCTYPE> with entities`: remove the `<!DOCTYPE …>` block or export the SVG again;
 * - `cannot be read as an image`: the file is damaged (cut off, say) or not a picture; export it again.
 */
export interface Image {
  /**
   * The source file, as a path inside `content/media/` (`people/camila-duarte.jpg`): JPEG, PNG, WebP or AVIF,
   * at least twice as wide as the place shows it (the check names the width it needs), at most 20 MB and 40
   * megapixels; or an SVG without scripts or outside references, served as it is (optimized).
   */
  src: string
  /** What the image shows, for people who cannot see it (`msg\`…\``): a sentence, not a file name. */
  alt?: Copy
  /** `true` when the image adds nothing the text around it does not say: screen readers skip it (`alt=""`). */
  decorative?: true
  /**
   * The point that must stay in view when the image is cropped, in percent from the top-left corner
   * (`{ x: 50, y: 20 }` keeps a face near the top). The centre (`{ x: 50, y: 50 }`) when not given.
   */
  focus?: ImageFocus
  /**
   * Another source shown on phones (below 640 px wide), e.g. a tighter crop of a wide picture: a path inside
   * `content/media/` like `src`. Its `focus` is the same.
   */
  phone?: string
}

/** A point of an image, in percent from its top-left corner. */
export interface ImageFocus {
  /** From the left edge: 0 to 100. */
  x: number
  /** From the top edge: 0 to 100. */
  y: number
}

/**
 * Where a section shows an image, declared once by the section for its image field (`imageSchema(slot)`): the
 * build makes the widths this place needs and checks each source is large enough for it.
 */
export interface ImageSlot {
  /** Unique name, `<section>.<field>` (`hero.image`): images are looked up by it. */
  name: string
  /**
   * The HTML `sizes` of the place: the width it is shown at by viewport, as the section's CSS lays it out
   * (`(min-width: 1024px) 480px, calc(100vw - 2rem)`). Only `(min-width: Npx)` conditions, and `px`, `vw` and
   * `calc(Nvw - Npx|rem)` widths.
   */
  sizes: string
  /** Width ÷ height the place shows the image at (`16 / 9`); the source is cropped to it around its focus. */
  aspect?: number
  /** Width ÷ height on phones (below 640 px), if it differs from `aspect`. */
  phoneAspect?: number
  /**
   * Shown only from 1024 px (`<Media wideOnly>`: a hero's art beside its text, which phones skip): its files are made
   * for those screens alone, and its source is checked against them.
   */
  desktopOnly?: true
}

/** One crop of an image as the build made it (`src/tools/build/media/`), at the widths its place needs. */
export interface BuiltCrop {
  /** Pixel width of the widest file: with `height`, the crop's aspect, for the `width` and `height` attributes. */
  width: number
  /** Pixel height of the widest file. */
  height: number
  /** `srcset` of the AVIF files (none for an SVG). */
  avif?: string
  /** `srcset` of the WebP files (none for an SVG). */
  webp?: string
  /** The `<img src>`: the widest WebP, or the SVG. */
  src: string
}

/** What the build made of an image for one place: the crop shown, the phone crop, and a preview while it loads. */
export interface BuiltImage {
  /** The crop shown (on every screen, or from 640 px up when there is a phone crop). */
  main: BuiltCrop
  /** Shown below 640 px of viewport: the `phone` source, or the same source cropped to the slot's `phoneAspect`. */
  phone?: BuiltCrop
  /** A tiny blurred preview (`data:` URL, a few hundred bytes) shown under a large image until it arrives. */
  placeholder?: string
}

/**
 * An image field of a built page (`withBuiltImages`): the config's image with what the build made of it, and of
 * its versions in other locales (`src/config/localizedImages.ts`), which pages in those locales show instead.
 */
export type ShownImage = Image & {
  built?: BuiltImage
  builtIn?: Partial<Record<Locale, BuiltImage>>
  /** Under `npm run translate` only: the ids of the messages drawn inside the picture (`withPictureWords`). */
  words?: string[]
}

const SLOT = Symbol('image slot')

/**
 * The JSON schema of an image field shown in `slot`; the build finds the field and its slot by walking the schema.
 * A content model's field (a person's photo) has no slot: each section showing it gives the field its own
 * (`imageSchema(slot)` in place of the model's), and the build makes the image for each place it is shown in.
 */
export function imageSchema(slot?: ImageSlot): JSONSchemaType<Image> {
  const schema = withContentKind('image', {
    type: 'object',
    properties: {
      src: { type: 'string', minLength: 1 },
      alt: { ...copySchema, nullable: true },
      decorative: { type: 'boolean', enum: [true], nullable: true },
      focus: {
        type: 'object',
        properties: {
          x: { type: 'number', minimum: 0, maximum: 100 },
          y: { type: 'number', minimum: 0, maximum: 100 },
        },
        required: ['x', 'y'],
        additionalProperties: false,
        nullable: true,
      },
      phone: { type: 'string', minLength: 1, nullable: true },
    },
    required: ['src'],
    additionalProperties: false,
  } as JSONSchemaType<Image>)
  return slot ? Object.assign(schema, { [SLOT]: slot }) : schema
}

/**
 * The slot of the image field the schema nodes describe (a `SchemaNode`'s `schemas`: the one made with
 * `imageSchema(slot)` among them), or undefined when the value is no image field of a section.
 */
export function imageSlotIn(schemas: readonly object[]): ImageSlot | undefined {
  for (const schema of schemas) {
    const slot = (schema as { [SLOT]?: ImageSlot })[SLOT]
    if (slot) return slot
  }
  return undefined
}

const holdsSlot = new WeakMap<object, boolean>()

/**
 * Whether an image field of a section can be anywhere inside a value the schema nodes describe (a `SchemaNode`'s
 * `schemas`): a walk looking for image fields leaves the value's insides unwalked otherwise (copy, links, lists of
 * text), which makes it linear in the site's images rather than in all its content. Found once per schema object.
 */
export function mayHoldImageSlot(schemas: readonly object[]): boolean {
  return schemas.some((schema) => schemaHoldsSlot(schema, new Set()))
}

function schemaHoldsSlot(node: object, visiting: Set<object>): boolean {
  const known = holdsSlot.get(node)
  if (known !== undefined) return known
  if (visiting.has(node)) return false
  visiting.add(node)
  const holds =
    SLOT in node ||
    Object.values(node).some((child) => typeof child === 'object' && child !== null && schemaHoldsSlot(child, visiting))
  visiting.delete(node)
  holdsSlot.set(node, holds)
  return holds
}

/** How an image is looked up in a page's media: the same source, focus and phone source in the same slot. */
export function mediaKey(image: Image, slot: ImageSlot): string {
  const focus = image.focus ? `${image.focus.x},${image.focus.y}` : ''
  return `${slot.name}|${image.src}|${image.phone ?? ''}|${focus}`
}
