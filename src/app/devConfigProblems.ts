import { escapeInject } from 'vike/server'
import { siteContent } from '../../content/site'
import { layouts } from '../../layouts'
import { sections } from '../../sections'
import { inspectMedia } from '../build/media/inspectMedia'
import { listPublicFiles } from '../config/publicFiles'
import { configProblemsReport } from '../config/validate'
import { validateSite } from '../config/validateSite'

/** The report last printed in the terminal: each new one is printed once, not once per request. */
let printedReport: string | undefined

/**
 * `npm run dev` only: while the site's config has problems, the page shown instead of any page of the site, listing
 * them exactly as `npm run check:config` prints them (page › block › field and the fix), and printed in the terminal
 * too; undefined once the config is valid. The build refuses such a config (`site/+onBeforePrerenderStart.ts`);
 * without this check the dev server would render the broken page, or fail with an error naming no page.
 */
export async function devConfigProblemsPage() {
  const errors = validateSite(
    siteContent,
    { sections, layouts },
    { publicFiles: listPublicFiles(), media: await inspectMedia() },
  )
  if (errors.length === 0) return (printedReport = undefined)
  const report = configProblemsReport(errors)
  if (report !== printedReport) console.error(report)
  printedReport = report
  return {
    documentHtml: escapeInject`<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>The site's config has ${String(errors.length)} problem(s)</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body style="margin: 2rem; font-family: system-ui, sans-serif">
    <h1>The site's config has ${String(errors.length)} problem(s)</h1>
    <p>Fix them and save: the page reloads. <code>npm run check:config</code> prints the same list.</p>
    <pre style="white-space: pre-wrap">${report}</pre>
  </body>
</html>`,
  }
}
