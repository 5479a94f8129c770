import { copyLimitIn } from '../../src/config/common'
import { contentKindOf } from '../../src/config/contentKinds'
import { isDescriptor } from '../../src/config/copyDescriptor'
import { walkSchema } from '../../src/config/schemaWalk'

/** A copy descriptor found inside a value, with the path that leads to it (`items[2].title`). */
export interface FoundCopy {
  id: string
  /** The source text, when the descriptor carries it (the `msg` macro keeps it outside production builds). */
  message?: string
  path: string
  /** The most characters the field allows (`copyOf({ max })` in its schema), if it has a limit. */
  maxLength?: number
  /** The file of the picture whose `alt` text this is (`hero/product-and-ai.png`), for an image field's alt. */
  altOf?: string
}

/**
 * Every copy descriptor inside `value` (block props, page meta, a copy module), each with its property path and
 * the limit its schema field declares (`copyOf({ max })`) and, for an image's alt text, the image's file, read by the walk the
 * content checks and the gallery share (`walkSchema`): the matching `anyOf`/`oneOf` branch, `allOf` members,
 * `additionalProperties`… Without a schema, or where it says nothing, descriptors are found by their shape alone.
 * Shared objects are walked once per path; cycles are cut.
 */
export function walkCopy(value: unknown, schema?: object): FoundCopy[] {
  const found: FoundCopy[] = []
  // The file of each image field met so far, by the field's path: its `alt` is walked next.
  const images = new Map<string, string>()
  walkSchema(schema, value, ({ value: node, path, schemas }) => {
    if (schemas.some((each) => contentKindOf(each) === 'image')) {
      const { src } = node as { src?: unknown }
      if (typeof src === 'string') images.set(path, src)
    }
    if (!isDescriptor(node)) return
    const maxLength = copyLimitIn(schemas)
    const altOf = path === 'alt' ? images.get('') : path.endsWith('.alt') ? images.get(path.slice(0, -4)) : undefined
    found.push({
      id: node.id,
      ...(node.message === undefined ? {} : { message: node.message }),
      path,
      ...(maxLength === undefined ? {} : { maxLength }),
      ...(altOf === undefined ? {} : { altOf }),
    })
    return false
  })
  return found
}
