/** A value the studio writes into a field of a block, as the page file will hold it. */
export type EditValue =
  /** Copy: written msg`…`, the text in the source language (pt-br). */
  | { kind: 'copy'; text: string }
  /** A plain string (an href, an icon name, a choice such as `tone`). */
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'boolean'; value: boolean }
  /** Leaves an optional field out (the block then uses its default). */
  | { kind: 'unset' }

/** One step of a field's path inside a block's `props`: a property name or a list index. */
export type FieldStep = string | number

/** A change the studio makes to one page's blocks (`sections`), by the block's index in the page file. */
export type StudioEdit =
  | { op: 'set'; block: number; path: FieldStep[]; value: EditValue }
  /** Adds a block of `type` with the props of its gallery fixture `fixture`, at `at` (the end when left out). */
  | { op: 'add'; type: string; fixture: string; at?: number }
  | { op: 'move'; block: number; to: number }
  | { op: 'duplicate'; block: number }
  | { op: 'remove'; block: number }

/** `POST /__studio/edit`: one change to a page's file. */
export interface EditRequest {
  /** The page's id as the studio names it (`home`). */
  pageId: string
  edit: StudioEdit
}

/** `POST /__studio/undo`: takes back the studio's last change to the page's file this session. */
export interface UndoRequest {
  pageId: string
}

/** What the dev server answers an edit or an undo. */
export type EditAnswer =
  | { ok: true; file: string; /** How many changes to this file the studio can still undo. */ undoable: number }
  | { ok: false; error: string }

/** Where the dev server takes the studio's edits and undos. */
export const EDIT_ENDPOINT = '/__studio/edit'
export const UNDO_ENDPOINT = '/__studio/undo'
