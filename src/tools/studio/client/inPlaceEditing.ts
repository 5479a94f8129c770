import { useEffect } from 'react'
import type { EditValue } from '../edit/editTypes'
import type { StudioField } from '../studioTypes'
import { fieldProblem } from './fieldProblem'

/** How an element being edited in place is marked on the page (inline: the studio adds no stylesheet to the page). */
const EDITABLE_OUTLINE = '2px dashed #7c3aed'
const FOCUS_OUTLINE = '3px solid #f59e0b'

/**
 * Copy edited on the page itself: in the selected block, each copy field the page file writes out (and the panel
 * could edit) whose text the page shows as written is made editable where it shows (contenteditable). Enter or
 * leaving the text saves it through `save`; Escape, or a text over the field's limits, puts it back. Only on a page
 * in the source language, whose copy is the text the file holds.
 */
export function useInPlaceEditing({
  element,
  fields,
  save,
  refuse,
}: {
  element: HTMLElement | undefined
  /** The block's fields the panel edits (none when the page is not in the source language). */
  fields: StudioField[]
  save: (field: StudioField, value: EditValue) => Promise<boolean>
  /** Told why a text typed in place is not saved. */
  refuse: (message: string) => void
}): void {
  useEffect(() => {
    if (!element) return
    const cleanups = fields.flatMap((field) => {
      const text = typeof field.written === 'string' ? field.written : ''
      const target = text.trim() === '' ? undefined : shownAt(element, text)
      return target ? [editInPlace(target, field, save, refuse)] : []
    })
    return () => cleanups.forEach((cleanup) => cleanup())
  }, [element, fields, save, refuse])
}

/** The innermost element under `root` whose whole text is `text`. */
function shownAt(root: HTMLElement, text: string): HTMLElement | undefined {
  const matches = [root, ...root.querySelectorAll<HTMLElement>('*')].filter(
    (candidate) => candidate.textContent?.trim() === text.trim(),
  )
  return matches.find((candidate) => !matches.some((other) => other !== candidate && candidate.contains(other)))
}

function editInPlace(
  target: HTMLElement,
  field: StudioField,
  save: (field: StudioField, value: EditValue) => Promise<boolean>,
  refuse: (message: string) => void,
): () => void {
  const before = { outline: target.style.outline, title: target.title }
  const texts = () => [...target.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE)
  let snapshot = texts().map((node) => [node, node.nodeValue] as const)
  const putBack = () => {
    for (const node of texts()) if (!snapshot.some(([kept]) => kept === node)) node.remove()
    for (const [node, value] of snapshot) node.nodeValue = value
  }
  target.contentEditable = 'plaintext-only'
  target.dataset.studioField = field.name
  target.title = `Edit ${field.name} here: Enter saves, Escape cancels`
  target.style.outline = EDITABLE_OUTLINE
  const onFocus = () => {
    snapshot = texts().map((node) => [node, node.nodeValue] as const)
    target.style.outline = FOCUS_OUTLINE
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault()
      target.blur()
    } else if (event.key === 'Escape') {
      event.stopPropagation()
      putBack()
      target.blur()
    }
  }
  const onBlur = () => {
    target.style.outline = EDITABLE_OUTLINE
    const typed = (target.textContent ?? '').trim()
    if (typed === String(field.written ?? '').trim()) return
    const problem = fieldProblem(field, typed)
    if (problem) {
      putBack()
      return refuse(`${field.name}: ${problem}`)
    }
    void save(field, { kind: 'copy', text: typed }).then((saved) => saved || putBack())
  }
  target.addEventListener('focus', onFocus)
  target.addEventListener('keydown', onKeyDown)
  target.addEventListener('blur', onBlur)
  return () => {
    target.removeEventListener('focus', onFocus)
    target.removeEventListener('keydown', onKeyDown)
    target.removeEventListener('blur', onBlur)
    target.removeAttribute('contenteditable')
    delete target.dataset.studioField
    target.title = before.title
    target.style.outline = before.outline
  }
}
