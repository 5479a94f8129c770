import { create } from 'zustand'

/** The localStorage key and values the spec fixes for the visitor's choice. */
export const CONSENT_KEY = 'cookies-accepted'
export type ConsentChoice = 'accepted' | 'rejected' | null

/** How long the banner waits before appearing to a visitor who has not chosen yet (spec: 1000 ms). */
export const BANNER_DELAY_MS = 1000
/** The User Timing mark set when that wait starts. */
export const BANNER_WAIT_MARK = 'cookie-banner-wait'

interface ConsentState {
  /** The stored choice; null until the visitor chooses (and always on the server). */
  choice: ConsentChoice
  bannerOpen: boolean
  choose: (choice: 'accepted' | 'rejected') => void
  /** Reopens the banner to change the choice (footer "cookie settings"). */
  reopen: () => void
}

/**
 * The visitor's cookie choice. Nothing is read or written before the page runs in a browser. The stored choice is
 * read when the store is created, so no update (and no re-render of the page) follows hydration; nothing rendered
 * depends on it before the banner opens, so the hydrated tree still matches the server's.
 */
export const useConsentStore = create<ConsentState>((set) => ({
  choice: storedChoice(),
  bannerOpen: false,
  choose: (choice) => {
    safeStorage()?.setItem(CONSENT_KEY, choice === 'accepted' ? 'true' : 'false')
    set({ choice, bannerOpen: false })
  },
  reopen: () => set({ bannerOpen: true }),
}))

function storedChoice(): ConsentChoice {
  const stored = safeStorage()?.getItem(CONSENT_KEY)
  return stored === 'true' ? 'accepted' : stored === 'false' ? 'rejected' : null
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}
