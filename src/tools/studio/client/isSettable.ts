import type { StudioBlock, StudioField } from '../studioTypes'

/**
 * Whether the panel (and the page, for copy) edits `field` of `block`: a field of a kind it writes, that the page
 * file writes as a value or leaves out. A value that comes from elsewhere (code such as `title: policy.title`, or a
 * spread such as `...companyFacts`) is changed where it is written, not overridden here.
 */
export function isSettable(block: StudioBlock, field: StudioField): boolean {
  const editable = block.editable
  if (!editable?.props || field.input === undefined) return false
  return editable.literalFields.includes(field.name) || field.values.length === 0
}
