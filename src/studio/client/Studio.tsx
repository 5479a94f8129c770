import { useEffect, useRef, useState } from 'react'
import type { StudioPage } from '../studioTypes'
import { blockElements } from '../../render/blockElements'
import { blockIndexOf, blockLabel } from './blockLookup'
import { BlockDetails } from './BlockDetails'
import { LocalesView } from './LocalesView'
import { openInEditor } from './openInEditor'
import { Outline } from './Outline'
import { isStudioShortcut, rememberStudio, STUDIO_SHORTCUT, studioInitiallyOn } from './studioSwitch'
import { usePathname } from './usePathname'
import { useStudioPage } from './useStudioPage'

/**
 * The studio over a page of `npm run dev`: while on, hovering a block outlines it and names it (page › block ›
 * type); clicking it opens where it is written in the editor and shows its fields in the panel, which also lists
 * every block for the keyboard and shows the page in every locale side by side. A button (or Alt+Shift+S) turns it
 * on and off; Escape closes what is open.
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
  const state = useStudioPage(on ? pathname : null)
  const page = state.status === 'ready' ? state.page : undefined
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
      if (source) openInEditor(source)
    }
    document.addEventListener('pointerover', onOver, true)
    document.addEventListener('click', onClick, true)
    return () => {
      document.removeEventListener('pointerover', onOver, true)
      document.removeEventListener('click', onClick, true)
    }
  }, [on, page])

  useEffect(() => heading.current?.focus(), [selected])

  const elements = on && page ? blockElements(document, types(page)) : []
  const hoveredElement = elements[hovered]
  const selectedElement = elements[selected]
  const selectedBlock = page?.blocks[selected]
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
            <button type="button" className="action" onClick={() => setPanelOpen(false)}>
              Close (Escape)
            </button>
          </div>
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
                />
              )}
            </>
          )}
        </aside>
      )}
      {page && localesOpen && <LocalesView page={page} selected={selected} onClose={() => setLocalesOpen(false)} />}
    </div>
  )
}

const types = (page: StudioPage) => page.blocks.map((block) => block.type)
