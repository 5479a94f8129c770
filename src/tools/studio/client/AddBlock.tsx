import { useId, useState } from 'react'
import type { StudioEdit } from '../edit/editTypes'
import type { StudioPage } from '../studioTypes'

/**
 * Adds a block from the gallery: a block type and one of its fixtures (the gallery's examples, which the new
 * block's fields start from), after the selected block or at the end of the page.
 */
export function AddBlock({
  gallery,
  after,
  edit,
}: {
  gallery: StudioPage['gallery']
  /** The selected block's index, or -1: the block is added at the end. */
  after: number
  edit: (edit: StudioEdit) => Promise<boolean>
}) {
  const [type, setType] = useState(gallery[0]?.type ?? '')
  const entry = gallery.find((candidate) => candidate.type === type) ?? gallery[0]
  const [fixture, setFixture] = useState('')
  const chosenFixture = entry?.fixtures.includes(fixture) ? fixture : entry?.fixtures[0]
  const id = useId()
  if (!entry || !chosenFixture) return null
  return (
    <section aria-labelledby={`${id}-add`} className="add">
      <h3 id={`${id}-add`}>Add a block</h3>
      <label htmlFor={`${id}-type`}>Block type</label>
      <select id={`${id}-type`} value={entry.type} onChange={(event) => setType(event.target.value)}>
        {gallery.map((candidate) => (
          <option key={candidate.type} value={candidate.type}>
            {candidate.type}
          </option>
        ))}
      </select>
      <p className="doc">{entry.summary}</p>
      <label htmlFor={`${id}-fixture`}>Start from the gallery's example</label>
      <select id={`${id}-fixture`} value={chosenFixture} onChange={(event) => setFixture(event.target.value)}>
        {entry.fixtures.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <p>
        <button
          type="button"
          className="action primary"
          onClick={() =>
            void edit({ op: 'add', type: entry.type, fixture: chosenFixture, ...(after >= 0 ? { at: after + 1 } : {}) })
          }
        >
          {after >= 0 ? `Add ${entry.type} after block ${after + 1}` : `Add ${entry.type} at the end`}
        </button>
      </p>
    </section>
  )
}
