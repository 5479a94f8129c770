/**
 * The browser's only entry, kept tiny: it loads the code that hydrates the page (`hydrate.tsx`: React, then the router
 * and the site shell). The built HTML requests this entry only after the first paint (`src/tools/build/export/firstPaint.ts`):
 * the page is complete HTML with its CSS inline, so the visitor sees it before any script. React and the site are
 * imported one after the other, each evaluated in its own task with the browser free to respond in between,
 * so no step blocks the page for long. Vike itself ships nothing to the browser.
 */
import { nextTask } from '../nextTask'

async function start() {
  await import('react-dom/client')
  await nextTask()
  const { hydrate } = await import('../hydrate')
  await nextTask()
  await hydrate()
}

// A page without the site's root has nothing to hydrate: the dev server's page of config problems
// (`src/tools/build/devProblemPage.ts`).
if (document.getElementById('root')) void start()
