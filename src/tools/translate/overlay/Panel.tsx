import type { PageMark } from './scan'
import { STATE_SHORT } from './stateLabels'

interface PanelProps {
  locale: string
  marks: PageMark[]
  marking: boolean
  onMarkingChange: (marking: boolean) => void
  onEdit: (id: string) => void
  /** The text this tab saved last, to confirm it. */
  saved?: string
  /** Why the entries could not be read, if so. */
  problem?: string
}

const SHOWN_CHARACTERS = 60

/**
 * The corner panel: the locale, how many strings the page shows and how many are missing or fuzzy, a switch to use
 * the page normally, and every string of the page (those in attributes too), each a button opening its editor, so
 * the keyboard reaches all of them.
 */
export function Panel({ locale, marks, marking, onMarkingChange, onEdit, saved, problem }: PanelProps) {
  const listed = new Map(marks.map((mark) => [`${mark.id} ${mark.attribute ?? ''}`, mark]))
  const count = (state: PageMark['state']) => marks.filter((mark) => mark.state === state).length
  return (
    <aside className="tr-panel" aria-label="In-context translation">
      <h2>Translating {locale}</h2>
      <p>
        {marks.length} strings on this page: {count('missing')} missing, {count('fuzzy')} fuzzy. Click a marked string
        or pick it below to translate it.
      </p>
      {problem && <p role="alert">{problem}</p>}
      <p role="status">{saved && `Last saved: “${saved}”`}</p>
      <label>
        <input type="checkbox" checked={marking} onChange={(event) => onMarkingChange(event.target.checked)} /> Mark
        strings (untick to follow links and use buttons)
      </label>
      <details>
        <summary>Strings on this page</summary>
        <ul>
          {[...listed.entries()].map(([key, mark]) => (
            <li key={key}>
              <button type="button" onClick={() => onEdit(mark.id)}>
                <span className={`tr-state tr-${mark.state}`}>{STATE_SHORT[mark.state]}</span>
                {mark.attribute && `[${mark.attribute}] `}
                {mark.text.length > SHOWN_CHARACTERS ? `${mark.text.slice(0, SHOWN_CHARACTERS)}…` : mark.text}
              </button>
            </li>
          ))}
        </ul>
      </details>
    </aside>
  )
}
