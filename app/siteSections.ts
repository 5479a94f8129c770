import { createSectionLoader, type SectionModule } from '../src/render/sectionLoader'

/**
 * The site's sections as the engine's router loads them, one chunk per section. `app/` is the app layer: the
 * entry points are the only code that imports both the engine and the site (`sections/`, `content/`, pages).
 */
export const siteSections = createSectionLoader(import.meta.glob<SectionModule>('/sections/*/index.ts'))
