/**
 * The draft of a lead form, kept in sessionStorage until the lead is sent, so that a reload keeps what was typed.
 * Storage may be full or disabled: the form still works, the draft just does not survive a reload.
 */

/** Whether a draft waits for this form (the page then loads the form's engine at once, to restore it). */
export function hasDraft(key: string): boolean {
  try {
    return sessionStorage.getItem(key) !== null
  } catch {
    return false
  }
}

export function readDraft(key: string): Record<string, unknown> | null {
  try {
    const raw = sessionStorage.getItem(key)
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** Keeps the values; a form with nothing typed keeps no draft. */
export function writeDraft(key: string, values: Record<string, unknown>) {
  if (!Object.values(values).some((value) => typeof value === 'string' && value !== '')) return clearDraft(key)
  try {
    sessionStorage.setItem(key, JSON.stringify(values))
  } catch {
    // Storage full or disabled.
  }
}

export function clearDraft(key: string) {
  try {
    sessionStorage.removeItem(key)
  } catch {
    // Nothing to clear.
  }
}
