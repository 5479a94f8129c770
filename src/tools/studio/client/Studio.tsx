import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { DEFAULT_LOCALE } from '../../../i18n/locales'
import type { EditValue, StudioEdit } from '../edit/editTypes'
import type { StudioField, StudioPage } from '../studioTypes'
import { blockElements } from '../../../render/blockElements'
import { AddBlock } from './AddBlock'
import { blockIndexOf, blockLabel } from './blockLookup'
import { BlockDetails } from './BlockDetails'
import { sendEdit, sendUndo } from './editRequests'
import { useInPlaceEditing } from './inPlaceEditing'
import { isSettable } from './isSettable'
import { LocalesView } from './LocalesView'
import { openInEditor } from './openInEditor'
import { Outline } from './Outline'
import { isStudioShortcut, rememberStudio, STUDIO_SHORTCUT, studioInitiallyOn } from './studioSwitch'
import { usePathname } from './usePathname'
import { useStudioPage } from './useStudioPage'

/**
 * The studio over a page of `npm run dev`: while on, hovering a block outlines it and names it (page › block ›
 * type); clicking it opens where it is written in the editor and shows its fields in the panel, which also lists
 * every block for the keyboard and shows the page in every locale side by side. The panel edits the page's file:
 * the block's fields (a form made from its schema), its place (move, duplicate, remove), a block added from the
 * gallery, its copy typed on the page itself; each change is checked as `check:config` checks it before it is
 * written, and undone with Undo. A button (or Alt+Shift+S) turns it on and off; Escape closes what is open.
 */
export function Studio() {
  const [on, setOn] = useState(studioInitiallyOn)
  const [panelOpen, setPanelOpen] = useState(true)
  const [localesOpen, setLocalesOpen] = useState(false)
  const [hovered, setHovered] = useState(-1)
  const pathname = usePathname()
  // The selected block, on the page it was selected on: none once the site navigates elsewhere.
  const [selection, setSelection] = useState({ pathname, index: -1 })
  const selected = selection.pathname === pathname ? selection.index : -1
  const [state, reload] = useStudioPage(on ? pathname : null)
  const page = state.status === 'ready' ? state.page : undefined
  const [notice, setNotice] = useState<{ kind: 'busy' | 'ok' | 'error'; text: string }>()
  // The page as last read, for the edits: they stay the same functions while it is read again.
  const current = useRef(page)
  useEffect(() => {
    current.current = page
  }, [page])
  const toggle = useRef<HTMLButtonElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)

  const switchTo = (next: boolean) => {
    rememberStudio(next)
    setOn(next)
    setPanelOpen(next)
    setHovered(-1)
  }
  const select = (index: number) => {
    setSelection({ pathname: location.pathname, index })
    setPanelOpen(true)
  }

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isStudioShortcut(event)) {
        event.preventDefault()
        setOn((was) => {
          rememberStudio(!was)
          setPanelOpen(!was)
          return !was
        })
      } else if (event.key === 'Escape' && panelOpen && !localesOpen) {
        setPanelOpen(false)
        toggle.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [panelOpen, localesOpen])

  useEffect(() => {
    if (!on || !page) return
    const elements = () => blockElements(document, types(page))
    const onOver = (event: PointerEvent) => setHovered(blockIndexOf(elements(), event.target as Node))
    // A click on a block selects it instead of doing what it does on the site (a link, a button).
    const onClick = (event: MouseEvent) => {
      const index = blockIndexOf(elements(), event.target as Node)
      if (index < 0) return
      event.preventDefault()
      event.stopPropagation()
      setSelection({ pathname: location.pathname, index })
      setPanelOpen(true)
      const source = page.blocks[index]?.source
      // A click into copy being edited on the page places the caret; it does not open the editor.
      const inPlace = (event.target as Element).closest?.('[data-studio-field]')
      if (source && !inPlace) openInEditor(source)
    }
    document.addEventListener('pointerover', onOver, true)
    document.addEventListener('click', onClick, true)
    return () => {
      document.removeEventListener('pointerover', onOver, true)
      document.removeEventListener('click', onClick, true)
    }
  }, [on, page])

  useEffect(() => heading.current?.focus(), [selected])

  /** Writes `change` into the page's file; true once written (the page and the panel then show it). */
  const edit = useCallback(
    async (change: StudioEdit) => {
      const described = current.current
      if (!described) return false
      setNotice({ kind: 'busy', text: 'Checking the change and writing it…' })
      const answer = await sendEdit(described.pageId, change)
      if (!answer.ok) {
        setNotice({ kind: 'error', text: `Not saved: ${answer.error}` })
        return false
      }
      setNotice({ kind: 'ok', text: `Saved in ${answer.file}.` })
      const selectAfter = selectedAfter(change, described.blocks.length)
      if (selectAfter !== undefined) setSelection({ pathname: location.pathname, index: selectAfter })
      reload()
      return true
    },
    [reload],
  )
  const undo = async () => {
    if (!page) return
    const answer = await sendUndo(page.pageId)
    setNotice(
      answer.ok
        ? { kind: 'ok', text: `Undone in ${answer.file}.` }
        : { kind: 'error', text: `Not undone: ${answer.error}` },
    )
    reload()
  }

  const elements = on && page ? blockElements(document, types(page)) : []
  const hoveredElement = elements[hovered]
  const selectedElement = elements[selected]
  const selectedBlock = page?.blocks[selected]
  const inPlaceFields =
    page?.locale === DEFAULT_LOCALE && selectedBlock
      ? selectedBlock.fields.filter((field) => field.input === 'copy' && isSettable(selectedBlock, field))
      : []
  // The same fields read again (the page changed elsewhere) leave the text being typed alone.
  const inPlaceKey = JSON.stringify([selected, inPlaceFields])
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the fields' content
  const fields = useMemo(() => inPlaceFields, [inPlaceKey])
  const saveInPlace = useCallback(
    (field: StudioField, value: EditValue) => edit({ op: 'set', block: selected, path: [field.name], value }),
    [edit, selected],
  )
  const refuse = useCallback((text: string) => setNotice({ kind: 'error', text: `Not saved: ${text}` }), [])
  useInPlaceEditing({ element: selectedElement, fields, save: saveInPlace, refuse })
  return (
    <div className="studio">
      <button
        ref={toggle}
        type="button"
        className="toggle"
        aria-pressed={on}
        title={`Studio (${STUDIO_SHORTCUT})`}
        onClick={() => (on && !panelOpen ? setPanelOpen(true) : switchTo(!on))}
      >
        Studio
      </button>
      {page && hoveredElement && (
        <Outline element={hoveredElement} label={blockLabel(page.pageId, hovered, page.blocks[hovered]!.type)} />
      )}
      {page && selectedElement && selected !== hovered && <Outline element={selectedElement} selected />}
      {on && panelOpen && (
        <aside className="panel" aria-label="Studio">
          <div className="bar">
            <h2>Studio{page && ` · ${page.pageId} (${page.locale})`}</h2>
            <button
              type="button"
              className="action"
              disabled={!page || page.undoable === 0}
              title="Takes back the studio's last change to this page's file"
              onClick={() => void undo()}
            >
              Undo{page && page.undoable > 0 ? ` (${page.undoable})` : ''}
            </button>
            <button type="button" className="action" onClick={() => setPanelOpen(false)}>
              Close (Escape)
            </button>
          </div>
          <p className={`notice ${notice?.kind ?? ''}`} role={notice?.kind === 'error' ? 'alert' : 'status'}>
            {notice?.text}
          </p>
          {state.status === 'loading' && <p className="muted">Reading the page and its sections…</p>}
          {state.status === 'error' && <p className="muted">{state.message}</p>}
          {page && (
            <>
              <p>
                <button type="button" className="action" onClick={() => setLocalesOpen(true)}>
                  Every locale side by side
                </button>
              </p>
              <h3>Blocks</h3>
              <ol className="blocks">
                {page.blocks.map((block) => (
                  <li key={block.index}>
                    <button
                      type="button"
                      aria-current={block.index === selected}
                      onClick={() => {
                        select(block.index)
                        elements[block.index]?.scrollIntoView({ block: 'start' })
                      }}
                    >
                      {block.index + 1}. {block.type}
                    </button>
                  </li>
                ))}
              </ol>
              {selectedBlock && (
                <BlockDetails
                  ref={heading}
                  block={selectedBlock}
                  label={blockLabel(page.pageId, selected, selectedBlock.type)}
                  blockCount={page.blocks.filter((block) => block.editable?.block).length}
                  edit={edit}
                />
              )}
              {page.blocks.some((block) => block.editable?.block) && (
                <AddBlock gallery={page.gallery} after={selectedBlock?.editable?.block ? selected : -1} edit={edit} />
              )}
            </>
          )}
        </aside>
      )}
      {page && localesOpen && <LocalesView page={page} selected={selected} onClose={() => setLocalesOpen(false)} />}
    </div>
  )
}

/** The block selected once `change` is written: where the block went, the copy or the new block; none once removed. */
function selectedAfter(change: StudioEdit, count: number): number | undefined {
  switch (change.op) {
    case 'move':
      return change.to
    case 'duplicate':
      return change.block + 1
    case 'add':
      return change.at ?? count
    case 'remove':
      return -1
    case 'set':
      return undefined
  }
}

const types = (page: StudioPage) => page.blocks.map((block) => block.type)
