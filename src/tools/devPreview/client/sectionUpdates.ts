import type { SectionModule } from '../../../render/sectionLoader.ts'

type SectionListener = (type: string, module: SectionModule) => void

const listeners = new Set<SectionListener>()

/**
 * Called by a section's `sections/<type>/index.ts` once Vite has run its new version (the dev server makes each such
 * module accept its own updates: `devPreviewPlugin`), so the page shows the edited schema or copy without a reload.
 */
export function sectionChanged(type: string, module: SectionModule): void {
  for (const listener of listeners) listener(type, module)
}

/** Calls `listener` with each section module the dev server updates; answers how to stop. */
export function onSectionChange(listener: SectionListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
