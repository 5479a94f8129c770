import { Fragment, useEffect, useRef, useState, type FormEvent } from 'react'
import { unmarked } from '../markers'
import type { EntryInfo } from '../entryInfo'
import { saveEntry } from './entriesApi'
import { SAVED_KEY } from './savedNotice'

/**
 * The editor of one PO entry, a modal `<dialog>` (focus kept inside, Escape closes it, labelled by its heading):
 * the source, the previous source of a fuzzy entry, the notes, and the translation to save. A saved translation
 * reloads the page, which the dev server renders from the rewritten PO file.
 */
export function EditorDialog({ entry, locale, onClose }: { entry: EntryInfo; locale: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const field = useRef<HTMLTextAreaElement>(null)
  const [text, setText] = useState(entry.translation)
  const [error, setError] = useState<string>()
  const [saving, setSaving] = useState(false)
  useEffect(() => {
    const element = dialog.current!
    element.showModal()
    field.current?.focus()
    return () => element.close()
  }, [])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSaving(true)
    saveEntry(entry.id, text).then(
      () => {
        sessionStorage.setItem(SAVED_KEY, text)
        location.reload()
      },
      (refused: Error) => {
        setError(refused.message)
        setSaving(false)
      },
    )
  }
  const status = entry.fuzzy ? 'fuzzy (saving clears it)' : entry.translation ? 'translated' : 'missing'
  return (
    <dialog
      ref={dialog}
      aria-labelledby="translate-editor-title"
      // Escape (or the browser's own close request) closes the dialog natively; its state follows.
      onClose={onClose}
    >
      <h2 id="translate-editor-title">Translate message {entry.id}</h2>
      <dl>
        {entry.context && (
          <>
            <dt>Context</dt>
            <dd>{entry.context}</dd>
          </>
        )}
        <dt>Status</dt>
        <dd>{status}</dd>
        <dt>Used in</dt>
        <dd>{entry.usedIn.join('; ') || '—'}</dd>
        {entry.maxLength !== undefined && (
          <>
            <dt>Max length</dt>
            <dd>{entry.maxLength} characters</dd>
          </>
        )}
        {entry.notes.map((note) => (
          <Fragment key={note}>
            <dt>Note</dt>
            <dd>{note}</dd>
          </Fragment>
        ))}
      </dl>
      <h3 id="translate-editor-source">Source (pt-br)</h3>
      <blockquote lang="pt-BR" aria-labelledby="translate-editor-source">
        {entry.source}
      </blockquote>
      {entry.previous && (
        <>
          <h3 id="translate-editor-previous">Previous source (the translation was made for it)</h3>
          <blockquote lang="pt-BR" aria-labelledby="translate-editor-previous">
            {entry.previous}
          </blockquote>
        </>
      )}
      <form onSubmit={submit}>
        <label htmlFor="translate-editor-text">Translation ({locale})</label>
        <textarea
          id="translate-editor-text"
          ref={field}
          value={text}
          aria-describedby="translate-editor-count"
          aria-invalid={error ? true : undefined}
          onChange={(event) => setText(unmarked(event.target.value))}
        />
        <p id="translate-editor-count">
          {text.length}
          {entry.maxLength !== undefined && ` of ${entry.maxLength}`} characters
        </p>
        {error && (
          <p className="tr-error" role="alert">
            {error}
          </p>
        )}
        <div className="tr-actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </dialog>
  )
}
