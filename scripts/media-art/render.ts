/**
 * Renders every composition to `content/media/` and rewrites `content/media/CREDITS.md`.
 *
 *   npm run media:art                 # everything
 *   npm run media:art -- products     # only files whose path contains "products"
 *
 * Chromium draws the HTML at deviceScaleFactor 2; PNG is kept for UI renders, JPEG (mozjpeg, q88) for art.
 */
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { compositions } from './registry'
import { writeCredits } from './credits'

const root = resolve(import.meta.dirname, '../..')
const outDir = join(root, 'content/media')
const filters = process.argv.slice(2)
const selected = compositions.filter((c) => filters.length === 0 || filters.some((f) => c.file.includes(f)))

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' })
const context = await browser.newContext({ deviceScaleFactor: 2, viewport: { width: 1000, height: 1000 } })
const page = await context.newPage()
for (const c of selected) {
  await page.setViewportSize({ width: c.width, height: c.height })
  await page.setContent(c.html, { waitUntil: 'load' })
  await page.evaluate(() => document.fonts.ready)
  const png = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: c.width, height: c.height } })
  const target = join(outDir, c.file)
  await mkdir(dirname(target), { recursive: true })
  const image = sharp(png)
  const out = c.file.endsWith('.jpg')
    ? await image.jpeg({ quality: 88, mozjpeg: true, chromaSubsampling: '4:4:4' }).toBuffer()
    : await image.png({ compressionLevel: 9, palette: false }).toBuffer()
  await writeFile(target, out)
  const { width, height } = await sharp(out).metadata()
  console.log(`${c.file.padEnd(48)} ${width}x${height}  ${(out.length / 1024).toFixed(0)} KB`)
}
await browser.close()

await writeCredits(outDir, compositions)
let total = 0
for (const f of await readdir(outDir, { recursive: true })) {
  const s = await stat(join(outDir, f))
  if (s.isFile()) total += s.size
}
console.log(`${relative(root, outDir)}: ${(total / 1024 / 1024).toFixed(2)} MB in total`)
