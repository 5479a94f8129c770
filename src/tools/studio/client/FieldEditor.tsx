import { useId, useState, type KeyboardEvent } from 'react'
import type { EditValue } from '../edit/editTypes'
import type { StudioField } from '../studioTypes'
import { fieldProblem } from './fieldProblem'

/**
 * One field of the selected block as a form control made from its schema: copy and strings as text (saved on
 * Enter or when the field is left; Escape takes the typing back), a choice as a list of its allowed values, a
 * yes/no as a checkbox (saved at once). The field's JSDoc is its description; its limits are checked as it is typed.
 */
export function FieldEditor({ field, save }: { field: StudioField; save: (value: EditValue) => Promise<boolean> }) {
  const written = field.written === undefined ? '' : String(field.written)
  const [draft, setDraft] = useState(written)
  const [shownWritten, setShownWritten] = useState(written)
  // The file changed (a save, an undo, an editor): the control shows what it now holds.
  if (shownWritten !== written) {
    setShownWritten(written)
    setDraft(written)
  }
  const id = useId()
  const problem = fieldProblem(field, draft)
  const commit = async (value: string) => {
    if (value === written || fieldProblem(field, value)) return
    if (!(await save(editValue(field, value)))) setDraft(written)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault()
      void commit(draft)
    } else if (event.key === 'Escape' && draft !== written) {
      event.stopPropagation()
      setDraft(written)
    }
  }
  const described = `${id}-doc ${id}-limit`
  const label = (
    <label htmlFor={id}>
      <code>{field.name}</code> <span className="type">{field.type}</span>{' '}
      <span className="muted">{field.required ? 'required' : 'optional'}</span>
    </label>
  )
  const help = (
    <>
      <p className="doc" id={`${id}-doc`}>
        {field.doc || '—'}
      </p>
      <p className={problem ? 'limit problem' : 'limit muted'} id={`${id}-limit`} aria-live="polite">
        {problem ??
          (field.maxLength !== undefined
            ? `${draft.length} / ${field.maxLength} characters`
            : field.defaultValue !== undefined && field.allowed.length === 0
              ? `Default: ${field.defaultValue}`
              : '')}
      </p>
    </>
  )
  if (field.input === 'boolean')
    return (
      <div className="editor">
        <input
          id={id}
          type="checkbox"
          checked={field.written === true}
          aria-describedby={described}
          onChange={(event) => void save({ kind: 'boolean', value: event.target.checked })}
        />{' '}
        {label}
        {help}
      </div>
    )
  if (field.allowed.length > 0)
    return (
      <div className="editor">
        {label}
        <select
          id={id}
          value={written}
          aria-describedby={described}
          onChange={(event) => void commit(event.target.value)}
        >
          {!field.required && (
            <option value="">{`(not set${field.defaultValue === undefined ? '' : `: ${field.defaultValue}`})`}</option>
          )}
          {field.allowed.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
        <AllowedValues field={field} />
        {help}
      </div>
    )
  const common = {
    id,
    value: draft,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': described,
    onChange: (event: { target: { value: string } }) => setDraft(event.target.value),
    onBlur: () => void commit(draft),
    onKeyDown,
  }
  return (
    <div className="editor">
      {label}
      {field.input === 'copy' ? (
        <textarea rows={Math.min(4, Math.ceil(Math.max(draft.length, 1) / 48))} {...common} />
      ) : (
        <input type={field.input === 'number' ? 'number' : 'text'} {...common} />
      )}
      {help}
    </div>
  )
}

/** The value a field's text control writes: copy as msg`…`, an empty optional field left out. */
function editValue(field: StudioField, text: string): EditValue {
  if (text.trim() === '' && !field.required) return { kind: 'unset' }
  if (field.input === 'copy') return { kind: 'copy', text }
  if (field.input === 'number') return { kind: 'number', value: Number(text) }
  return { kind: 'string', value: text }
}

/** A choice's allowed values, the one the block uses marked, and the default. */
export function AllowedValues({ field }: { field: StudioField }) {
  return (
    <p className="values">
      Allowed:{' '}
      {field.allowed.map((value) => (
        <span key={value} className={`chip${field.values.includes(value) ? 'current' : ''}`}>
          {value}
        </span>
      ))}
      {field.defaultValue !== undefined && <span className="muted"> (default {field.defaultValue})</span>}
    </p>
  )
}
