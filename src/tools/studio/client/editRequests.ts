import { EDIT_ENDPOINT, UNDO_ENDPOINT, type EditAnswer, type StudioEdit } from '../edit/editTypes'

/** Asks the dev server to write `edit` into the page's file (`src/tools/build/studioEdits.ts`): its answer, or why not. */
export function sendEdit(pageId: string, edit: StudioEdit): Promise<EditAnswer> {
  return post(EDIT_ENDPOINT, { pageId, edit })
}

/** Asks the dev server to take back the studio's last change to the page's file. */
export function sendUndo(pageId: string): Promise<EditAnswer> {
  return post(UNDO_ENDPOINT, { pageId })
}

async function post(url: string, body: object): Promise<EditAnswer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    const type = response.headers.get('Content-Type') ?? ''
    if (type.startsWith('application/json')) return (await response.json()) as EditAnswer
    return { ok: false, error: (await response.text()) || response.statusText }
  } catch (error) {
    return { ok: false, error: `the dev server did not answer (${String(error)}): is npm run dev still running?` }
  }
}
