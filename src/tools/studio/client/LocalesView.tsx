import { useEffect, useRef, useState } from 'react'
import type { StudioPage } from '../studioTypes'
import { blockElements } from '../../../render/blockElements'

/** The widths the frames can take: a small phone, a phone, a tablet, a laptop. */
const WIDTHS = [320, 390, 768, 1280]

/**
 * Every locale of the page side by side, and its rendering in the pseudo-locale, each in a frame of the chosen
 * width, scrolled to the selected block: copy that only fits in one language shows, and a frame that scrolls
 * sideways says so. A modal dialog; Escape closes it.
 */
export function LocalesView({ page, selected, onClose }: { page: StudioPage; selected: number; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [width, setWidth] = useState(390)
  useEffect(() => dialog.current?.showModal(), [])
  return (
    <dialog ref={dialog} className="locales studio" aria-label="Every locale of the page" onClose={onClose}>
      <div className="bar">
        <h2>
          {page.pageId}: every locale{selected >= 0 && `, at block ${selected + 1}`}
        </h2>
        <div role="group" aria-label="Width">
          {WIDTHS.map((each) => (
            <button
              key={each}
              type="button"
              className="action"
              aria-pressed={each === width}
              onClick={() => setWidth(each)}
            >
              {each} px
            </button>
          ))}
        </div>
        <button type="button" className="action" onClick={() => dialog.current?.close()}>
          Close (Escape)
        </button>
      </div>
      <div className="frames">
        {page.locales.map(({ locale, url }) => (
          <LocaleFrame key={locale} locale={locale} url={url} width={width} page={page} selected={selected} />
        ))}
      </div>
    </dialog>
  )
}

function LocaleFrame({
  locale,
  url,
  width,
  page,
  selected,
}: { locale: string; url: string; width: number } & {
  page: StudioPage
  selected: number
}) {
  const [overflow, setOverflow] = useState<number | null>(null)
  const frame = useRef<HTMLIFrameElement>(null)
  const inspect = () => {
    const document = frame.current?.contentDocument
    if (!document) return
    setOverflow(document.documentElement.scrollWidth - document.documentElement.clientWidth)
    if (selected >= 0)
      blockElements(
        document,
        page.blocks.map((block) => block.type),
      )[selected]?.scrollIntoView()
  }
  return (
    <div className="frame">
      <strong>{locale}</strong>
      <span className={overflow ? 'overflow' : 'muted'}>
        {overflow === null ? url : overflow > 0 ? `scrolls sideways by ${overflow} px` : `${url}: fits`}
      </span>
      <iframe key={width} ref={frame} title={`${page.pageId} in ${locale}`} src={url} width={width} onLoad={inspect} />
    </div>
  )
}
