import type { EntryInfo } from '../entryInfo'
import type { PageMark } from './scan'
import { STATE_LABEL } from './stateLabels'

/** What a hovered string is: its message id, context, state, where it is used and its length limit. */
export function EntryTooltip({ mark, entry, x, y }: { mark: PageMark; entry?: EntryInfo; x: number; y: number }) {
  const left = Math.min(x + 12, window.innerWidth - 430)
  const top = y + 16 > window.innerHeight - 120 ? y - 120 : y + 16
  return (
    <div className="tr-tooltip" role="tooltip" style={{ left: Math.max(left, 4), top }}>
      <dl>
        <div>
          <dt>Message</dt> <dd>{mark.id}</dd>
        </div>
        {entry?.context && (
          <div>
            <dt>Context</dt> <dd>{entry.context}</dd>
          </div>
        )}
        <div>
          <dt>State</dt> <dd>{STATE_LABEL[mark.state]}</dd>
        </div>
        <div>
          <dt>Used in</dt> <dd>{entry?.usedIn.join('; ') || '—'}</dd>
        </div>
        {entry?.maxLength !== undefined && (
          <div>
            <dt>Max length</dt> <dd>{entry.maxLength} characters</dd>
          </div>
        )}
      </dl>
      <div>Click to translate</div>
    </div>
  )
}
