import { ENTRIES_URL, type EntryInfo } from '../entryInfo'

/** The entries of the translator's locale, by id. */
export async function fetchEntries(): Promise<Record<string, EntryInfo>> {
  const response = await fetch(ENTRIES_URL)
  const body = (await response.json()) as { entries?: Record<string, EntryInfo>; error?: string }
  if (!response.ok || !body.entries) throw new Error(body.error ?? `${ENTRIES_URL} answered ${response.status}`)
  return body.entries
}

/** Saves a translation; the server's reason in words when it refuses it. */
export async function saveEntry(id: string, translation: string): Promise<EntryInfo> {
  const response = await fetch(ENTRIES_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ id, translation }),
  })
  const body = (await response.json()) as { entry?: EntryInfo; error?: string }
  if (!response.ok || !body.entry) throw new Error(body.error ?? `saving answered ${response.status}`)
  return body.entry
}
