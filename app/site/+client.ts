/**
 * The browser's only entry, kept tiny. The built HTML requests it only after the first paint
 * (`src/tools/build/export/firstPaint.ts`): the page is complete HTML with its CSS inline, so the visitor sees it
 * before any script. Vike itself ships nothing to the browser.
 * - The built site hydrates the page's islands only (`app/islands.ts`): the blocks with behaviour, the header's
 *   menus and the cookie banner, on Preact's React layer (`preactInBrowserPlugin`). Links are full page loads.
 * - `npm run dev` hydrates the whole page with React and navigates client-side (`app/hydrate.tsx`), so that an
 *   edit shows in place in any block (the edit loop, the studio, in-context translation). React and the site are
 *   imported one after the other, each evaluated in its own task.
 */
import { nextTask } from '../../src/render/nextTask'

async function start() {
  if (!import.meta.env.DEV) {
    const { startIslands } = await import('../islands')
    return startIslands()
  }
  await import('react-dom/client')
  await nextTask()
  const { hydrate } = await import('../hydrate')
  await nextTask()
  await hydrate()
}

// A page without the site's root has nothing to hydrate: the dev server's page of config problems
// (`src/tools/build/devProblemPage.ts`).
if (document.getElementById('root')) void start()
