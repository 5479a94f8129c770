/** Where the editor leaves the text it saved, so the reloaded page can say it was saved. */
export const SAVED_KEY = 'translate-saved'

/** The text saved just before this page loaded, once (then forgotten). */
export function takeSavedNotice(): string | undefined {
  const saved = sessionStorage.getItem(SAVED_KEY) ?? undefined
  sessionStorage.removeItem(SAVED_KEY)
  return saved
}
