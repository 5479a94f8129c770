import { scanMarks, type PageMark } from './scan'

/** How long the page must be still before it is scanned again (a render changes many nodes at once). */
const SETTLE_MS = 100

/**
 * Scans the page's marks now and again whenever the page changes (a render, a client-side navigation, the title);
 * changes inside `host` (the overlay) are ignored. Returns what stops watching.
 */
export function watchMarks(host: Element, onChange: (marks: PageMark[]) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const scan = () => onChange(scanMarks(document, host))
  const observer = new MutationObserver((mutations) => {
    if (mutations.every((mutation) => host.contains(mutation.target))) return
    clearTimeout(timer)
    timer = setTimeout(scan, SETTLE_MS)
  })
  observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true })
  scan()
  return () => {
    observer.disconnect()
    clearTimeout(timer)
  }
}
