import type { EditRequest, EditValue, StudioEdit, UndoRequest } from './editTypes'

/**
 * What is wrong with a request's body as an edit the studio sends (`EditRequest`), or undefined when it is one:
 * the body is JSON from the browser, and a value of an unknown kind must not be taken for "leave the field out".
 */
export function editRequestProblem(body: unknown): string | undefined {
  if (!isRecord(body) || typeof body.pageId !== 'string') return 'no page id'
  const edit = body.edit
  if (!isRecord(edit)) return 'no edit'
  const index = (key: string) => Number.isInteger(edit[key]) && (edit[key] as number) >= 0
  switch (edit.op) {
    case 'set':
      if (!index('block')) return 'set: no block index'
      if (!Array.isArray(edit.path) || edit.path.length === 0 || !edit.path.every(isStep)) return 'set: no field path'
      return isEditValue(edit.value) ? undefined : 'set: a value of no kind the studio writes'
    case 'add':
      if (typeof edit.type !== 'string' || typeof edit.fixture !== 'string') return 'add: no block type or fixture'
      return edit.at === undefined || index('at') ? undefined : 'add: no place to add the block at'
    case 'move':
      return index('block') && index('to') ? undefined : 'move: no block index or place'
    case 'duplicate':
    case 'remove':
      return index('block') ? undefined : `${edit.op}: no block index`
    default:
      return `an edit the studio does not make (${String(edit.op)})`
  }
}

/** Whether `body` is an undo request (`UndoRequest`). */
export function isUndoRequest(body: unknown): body is UndoRequest {
  return isRecord(body) && typeof body.pageId === 'string'
}

/** `body` as an edit request, once `editRequestProblem` found nothing wrong with it. */
export const asEditRequest = (body: unknown) => body as EditRequest & { edit: StudioEdit }

function isEditValue(value: unknown): value is EditValue {
  if (!isRecord(value)) return false
  switch (value.kind) {
    case 'copy':
      return typeof value.text === 'string'
    case 'string':
      return typeof value.value === 'string'
    case 'number':
      return typeof value.value === 'number' && Number.isFinite(value.value)
    case 'boolean':
      return typeof value.value === 'boolean'
    case 'unset':
      return true
    default:
      return false
  }
}

const isStep = (step: unknown) => typeof step === 'string' || (Number.isInteger(step) && (step as number) >= 0)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
