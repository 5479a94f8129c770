/**
 * What a schema field holds beyond its JSON type, for the checks a JSON schema cannot express (`validateContent`):
 * - `copy`: a `msg` descriptor, whose text must not be empty nor left from the `new:page` starter;
 * - `link`: an href, which must reach a page (and an anchor on it) or be a valid `https://` address;
 * - `thankYouPath`: the page a form leads to once sent, which must be published in every locale of the form's page
 *   (a link may lead to the default locale's page in a locale in progress; a visitor is thanked in their language);
 * - `publicFile`: a path that must name a file under `public/`;
 * - `altText`: a string read aloud in place of an image (a brand logo's name), which must not be blank;
 * - `image`: an image under `content/media/` (`imageSchema`), which needs alt text, a file that exists, is served
 *   safely and is large enough for the place its section shows it in.
 */
export type ContentKind = 'copy' | 'link' | 'thankYouPath' | 'publicFile' | 'altText' | 'image'

/** A symbol, so JSON schemas keep their plain JSON form: ajv (strict or not) and `JSON.stringify` ignore it. */
const CONTENT_KIND = Symbol('content kind')

/** The schema, marked as holding `kind`; the mark survives spreading (`{ ...publicFileSchema, nullable: true }`). */
export function withContentKind<Schema extends object>(kind: ContentKind, schema: Schema): Schema {
  return { ...schema, [CONTENT_KIND]: kind }
}

export function contentKindOf(schema: object): ContentKind | undefined {
  return (schema as { [CONTENT_KIND]?: ContentKind })[CONTENT_KIND]
}
