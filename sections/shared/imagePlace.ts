import { imageSchema, type ImageSlot } from '../../src/engine'

/**
 * For an image field whose place depends on another prop (a hero's `variant`, a grid's `columns`): the schema to
 * put under that field in an `if`/`then`/`else` branch. It holds only the marks `imageSchema(slot)` carries (its
 * slot and content kind, as symbols), so the build makes the sizes of the place the branch picks, and it
 * validates nothing: the field itself (`imageSchema()`) is validated once, in `properties`, with no extra errors.
 */
export function imagePlace(slot: ImageSlot): object {
  const marked = imageSchema(slot) as unknown as Record<symbol, unknown>
  return Object.fromEntries(Object.getOwnPropertySymbols(marked).map((mark) => [mark, marked[mark]]))
}
