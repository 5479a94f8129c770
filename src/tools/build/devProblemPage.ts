import { PREVIEW_ENDPOINT, SOURCES_CHANGED, type PreviewProblem } from '../devPreview/protocol.ts'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * `npm run dev` only: the page a tab gets while the sources have a mistake (a config problem, as `npm run check:config`
 * prints it, or a module that does not compile), in place of any page of the site: the report, and the same in Vite's
 * overlay with the file and line. Once a save fixes it, the tab loads the page it asked for by itself.
 */
export function problemPageHtml({ title, problem }: PreviewProblem): string {
  const script = `import { createHotContext } from '/@vite/client'
const problem = ${JSON.stringify(problem).replace(/</g, '\\u003c')}
const overlay = (error) => {
  for (const shown of document.querySelectorAll('vite-error-overlay')) shown.close()
  const Overlay = customElements.get('vite-error-overlay')
  if (Overlay) document.body.append(new Overlay(error))
}
overlay(problem)
createHotContext('${PREVIEW_ENDPOINT}').on('${SOURCES_CHANGED}', async () => {
  const answer = await (await fetch('${PREVIEW_ENDPOINT}?path=' + encodeURIComponent(location.pathname))).json()
  if ('page' in answer) location.reload()
  else overlay(answer.problem)
})`
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body style="margin: 2rem; font-family: system-ui, sans-serif">
    <h1>${escapeHtml(title)}</h1>
    <p>Fix it and save: the page shows by itself. <code>npm run check:config</code> prints the same.</p>
    <pre style="white-space: pre-wrap">${escapeHtml(problem.message)}</pre>
    <script type="module">${script}</script>
  </body>
</html>`
}
