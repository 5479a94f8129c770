/** Where the editor leaves the text it saved last, so the reloaded page (and the next ones in the tab) can say so. */
export const SAVED_KEY = 'translate-saved'

/** The text this tab saved last, if any (kept across reloads, even the dev server's own). */
export const lastSaved = (): string | undefined => sessionStorage.getItem(SAVED_KEY) ?? undefined
