import type { PageConfig } from '../../config/pages.ts'
import type { BlockTypeDocs, StudioPage } from '../studio/studioTypes.ts'

/** What the studio reads of the site, an app-layer module loaded through Vite (`app/studio/studioServer.ts`). */
export interface StudioEntry {
  studioPage(pathname: string, docs: Record<string, BlockTypeDocs>): Promise<StudioPage | null>
  pseudoPageHtml(url: string): Promise<string>
  editProblems(pageId: string, candidate: PageConfig): Promise<string[]>
  blockFixture(type: string, name: string): object | undefined
}
