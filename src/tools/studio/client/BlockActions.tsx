import type { StudioEdit } from '../edit/editTypes'

/** The selected block's place on the page: move it up or down, copy it below itself, remove it (all undoable). */
export function BlockActions({
  index,
  count,
  edit,
}: {
  index: number
  count: number
  edit: (edit: StudioEdit) => Promise<boolean>
}) {
  return (
    <div className="actions" role="group" aria-label="Block">
      <button
        type="button"
        className="action"
        disabled={index === 0}
        onClick={() => void edit({ op: 'move', block: index, to: index - 1 })}
      >
        Move up
      </button>
      <button
        type="button"
        className="action"
        disabled={index >= count - 1}
        onClick={() => void edit({ op: 'move', block: index, to: index + 1 })}
      >
        Move down
      </button>
      <button type="button" className="action" onClick={() => void edit({ op: 'duplicate', block: index })}>
        Duplicate
      </button>
      <button type="button" className="action danger" onClick={() => void edit({ op: 'remove', block: index })}>
        Remove
      </button>
    </div>
  )
}
