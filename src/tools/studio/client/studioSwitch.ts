/** Where the browser remembers whether the studio is on, from one visit of `npm run dev` to the next. */
const STORAGE_KEY = 'nuvora-studio'

/** The keyboard shortcut that turns the studio on and off: Alt+Shift+S. */
export const STUDIO_SHORTCUT = 'Alt+Shift+S'

export function isStudioShortcut(event: KeyboardEvent): boolean {
  return event.altKey && event.shiftKey && event.code === 'KeyS'
}

/** Whether the studio starts on: `?studio` (or `?studio=on`) turns it on, `?studio=off` off, else as last left. */
export function studioInitiallyOn(): boolean {
  const asked = new URLSearchParams(location.search).get('studio')
  if (asked !== null) rememberStudio(asked !== 'off')
  return localStorage.getItem(STORAGE_KEY) === 'on'
}

export function rememberStudio(on: boolean): void {
  localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off')
}
