import type { StudioSource } from '../studioTypes'

/** The request that has Vite's dev server open a file at a line and column in the editor (`launch-editor`). */
export function openInEditorUrl({ file, line, column }: StudioSource): string {
  return `/__open-in-editor?file=${encodeURIComponent(`${file}:${line}:${column}`)}`
}

/** Opens where a block is written in the editor the dev server finds (`LAUNCH_EDITOR` or `EDITOR` picks one). */
export function openInEditor(source: StudioSource): void {
  void fetch(openInEditorUrl(source))
}
