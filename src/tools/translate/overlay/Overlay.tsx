import { useEffect, useState } from 'react'
import type { EntryInfo } from '../entryInfo'
import { AttributeOutlines } from './AttributeOutlines'
import { EditorDialog } from './EditorDialog'
import { EntryTooltip } from './EntryTooltip'
import { fetchEntries } from './entriesApi'
import { paintMarks } from './highlights'
import { Panel } from './Panel'
import { lastSaved } from './savedNotice'
import { markAt, scanMarks, type PageMark } from './scan'
import { watchMarks } from './watchMarks'

interface Hover {
  mark: PageMark
  x: number
  y: number
}

/**
 * In-context translation over the page: every marked string highlighted by state (an element carrying one in an
 * attribute outlined, with the attribute's name), hovering one names its entry, clicking it (or its line in the
 * panel) opens its editor. Unticking "Mark strings" gives the page back its clicks.
 */
export function Overlay({ host, locale }: { host: HTMLElement; locale: string }) {
  const [entries, setEntries] = useState<Record<string, EntryInfo>>({})
  const [problem, setProblem] = useState<string>()
  const [marks, setMarks] = useState<PageMark[]>([])
  const [hover, setHover] = useState<Hover>()
  const [editing, setEditing] = useState<string>()
  const [marking, setMarking] = useState(true)
  const [saved] = useState(lastSaved)

  useEffect(() => {
    fetchEntries().then(setEntries, (error: Error) => setProblem(`The entries could not be read: ${error.message}`))
  }, [])
  useEffect(() => watchMarks(host, setMarks), [host])
  useEffect(() => paintMarks(marking ? marks : [], marking ? hover?.mark : undefined), [marks, hover, marking])
  useEffect(() => {
    if (!marking || editing) return undefined
    const outside = (event: MouseEvent) => !host.contains(event.target as Node)
    const move = (event: MouseEvent) => {
      const mark = outside(event) ? markAt(marks, event.clientX, event.clientY) : undefined
      setHover(mark && { mark, x: event.clientX, y: event.clientY })
    }
    // When no mark is under a click, the page may have just replaced its text nodes (hydration, a render) before
    // the watcher rescanned it: it is scanned again at once, so the click is not lost.
    const click = (event: MouseEvent) => {
      if (!outside(event)) return
      const { clientX: x, clientY: y } = event
      const mark = markAt(marks, x, y) ?? markAt(scanMarks(document, host), x, y)
      if (!mark) return
      event.preventDefault()
      event.stopPropagation()
      setHover(undefined)
      setEditing(mark.id)
    }
    window.addEventListener('pointermove', move, { passive: true })
    window.addEventListener('click', click, true)
    return () => {
      window.removeEventListener('pointermove', move)
      window.removeEventListener('click', click, true)
    }
  }, [host, marks, marking, editing])

  const entry = editing ? entries[editing] : undefined
  return (
    <>
      {marking && <AttributeOutlines marks={marks} />}
      <Panel
        locale={locale}
        marks={marks}
        marking={marking}
        onMarkingChange={setMarking}
        onEdit={setEditing}
        saved={saved}
        problem={problem ?? (editing && !entry ? `No entry "${editing}" in locales/${locale}/messages.po` : undefined)}
      />
      {hover && marking && <EntryTooltip {...hover} entry={entries[hover.mark.id]} />}
      {entry && <EditorDialog entry={entry} locale={locale} onClose={() => setEditing(undefined)} />}
    </>
  )
}
