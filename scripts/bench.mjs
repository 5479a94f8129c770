#!/usr/bin/env node
// `npm run bench`: measures the production build the way visitors meet it.
//  1. JavaScript each page loads before it runs (gzip): its entry script and every static import (budget 110 KB).
//  2. Lighthouse, mobile preset (simulated slow 4G and 4× CPU), on the homes and the heaviest pages, in Debian's Chromium.
//  3. Lead intake under load, for the file store and PostgreSQL: scripts/bench-leads.ts, run after this.
// Needs a build (`npm run build`); starts the production server on a free loopback port and stops it after.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const PORT = 4180
const BASE = `http://127.0.0.1:${PORT}`
const URLS = [
  '/pt-br',
  '/en-us',
  '/es-es',
  '/pt-br/quem-somos',
  '/pt-br/noticias',
  '/pt-br/contato',
  '/pt-br/servicos/e-commerce',
]
const leadsFile = join(mkdtempSync(join(tmpdir(), 'bench-leads-')), 'leads.jsonl')
const BUDGET = { performance: 98, accessibility: 100, cls: 0.01, jsKb: 110 }

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LEADS_FILE: leadsFile,
  },
  stdio: 'ignore',
})
let failed = false
try {
  await waitForServer()
  console.log('JavaScript shipped per page (gzip):')
  for (const url of URLS) {
    const html = await (await fetch(BASE + url)).text()
    const scripts = staticGraph([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]))
    const bytes = scripts.reduce((sum, path) => sum + gzipSync(readFileSync(`dist/client${path}`)).length, 0)
    const kb = bytes / 1024
    console.log(
      `  ${url.padEnd(8)} ${kb.toFixed(1)} KB in ${scripts.length} files${kb > BUDGET.jsKb ? `  ✗ over ${BUDGET.jsKb} KB` : ''}`,
    )
    failed ||= kb > BUDGET.jsKb
  }

  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  })
  console.log('\nLighthouse (mobile):')
  for (const url of URLS) {
    const { lhr } = await lighthouse(BASE + url, { port: chrome.port, output: 'json', logLevel: 'error' })
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
    const row = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(audit('first-contentful-paint')),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    }
    const ok =
      row.performance >= BUDGET.performance && row.accessibility >= BUDGET.accessibility && row.cls <= BUDGET.cls
    failed ||= !ok
    console.log(`  ${url.padEnd(8)} ${JSON.stringify(row)}${ok ? '' : '  ✗ below budget'}`)
    const failing = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
      lhr.categories[id].auditRefs
        .filter((ref) => lhr.audits[ref.id].score === 0 && ref.weight > 0)
        .map((ref) => `${id}: ${lhr.audits[ref.id].title}`),
    )
    for (const line of failing) console.log(`           - ${line}`)
  }
  await chrome.kill()
} finally {
  server.kill()
}
console.log(failed ? '\n✗ over budget' : '\n✓ within budget')
process.exit(failed ? 1 : 0)

/** The scripts a page loads before it runs: its entries and everything they import statically (not lazy chunks). */
function staticGraph(entries) {
  const seen = new Set()
  const visit = (path) => {
    if (seen.has(path)) return
    seen.add(path)
    const code = readFileSync(`dist/client${path}`, 'utf8')
    for (const [, relative] of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w{},\s*$]+from\s*)?["']([^"']+\.js)["']/g))
      visit(new URL(relative, `http://x${path}`).pathname)
  }
  entries.forEach(visit)
  return [...seen]
}

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${BASE}/pt-br`)).ok) return
    } catch {
      // Not listening yet: try again.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('The production server did not start; run `npm run build` first.')
}
