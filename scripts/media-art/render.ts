/**
 * Renders every composition to `content/media/`, once per locale, and rewrites `content/media/CREDITS.md` and
 * `content/media/art.json` (what each picture says, and its smallest text).
 *
 *   npm run media:art                 # everything
 *   npm run media:art -- products     # only files whose path contains "products"
 *
 * A picture with words is drawn in every locale from the catalogs (`locales/<locale>/messages.po`): the default
 * locale's file is `hero/contrate.png`, another's `hero/contrate.en-us.png` (`localeVariant`), and the site picks
 * each page's own (`src/config/localizedImages.ts`). A picture without words is one file. Chromium draws the HTML
 * at the composition's `scale`; PNG is kept for UI renders, JPEG (mozjpeg, q88) for art.
 */
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { dirname, join, relative, resolve } from 'node:path'
import { i18n, type I18n } from '@lingui/core'
import { chromium, type Page } from '@playwright/test'
import sharp from 'sharp'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/i18n/locales'
import { loadI18n } from '../../src/i18n/catalogs'
import { localeVariant } from '../../src/config/localizedImages'
import { readArtRecord, writeArtRecord, type ArtRecord } from '../../src/tools/build/media/artRecord'
import { compositions } from './registry'
import { writeCredits } from './credits'
import { drawInLocale, hasOwnWords } from './drawInLocale'
import type { Composition } from './kit'

const root = resolve(import.meta.dirname, '../..')

/** A locale's catalog as the renderer draws with it, and the draft translations over it (`$ART_DRAFTS`). */
interface Catalog {
  i18n: I18n
  drafts: Record<string, string>
}

/**
 * Translations not yet in the catalogs, to see a picture in another locale while drawing it: every JSON file in
 * `$ART_DRAFTS` maps a source text to its translation by locale (`{ "Resumo": { "en-us": "Summary" } }`).
 */
function drafts(locale: Locale): Record<string, string> {
  const dir = process.env.ART_DRAFTS
  if (!dir) return {}
  const found: Record<string, string> = {}
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const entries = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, Partial<Record<Locale, string>>>
    for (const [source, translations] of Object.entries(entries)) {
      const text = translations[locale]
      if (text) found[generateMessageId(source)] = text
    }
  }
  return found
}
const outDir = join(root, 'content/media')

export default async function render(filters: string[]): Promise<number> {
  const selected = compositions.filter((c) => filters.length === 0 || filters.some((f) => c.file.includes(f)))
  const record: ArtRecord = { ...readArtRecord(outDir) }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' })
  try {
    // Each locale's catalog (and draft translations) read once for every composition.
    const catalogs = new Map<Locale, Catalog>()
    for (const locale of LOCALES) catalogs.set(locale, { i18n: await loadI18n(locale), drafts: drafts(locale) })
    for (const c of selected) record[c.file] = await renderComposition(browser, c, catalogs)
  } finally {
    await browser.close()
  }
  // Pictures no composition draws any more leave the record.
  for (const file of Object.keys(record)) if (!compositions.some((c) => c.file === file)) delete record[file]
  writeArtRecord(outDir, record)
  await writeCredits(outDir, compositions)
  let total = 0
  for (const f of await readdir(outDir, { recursive: true })) {
    const s = await stat(join(outDir, f))
    if (s.isFile()) total += s.size
  }
  console.log(`${relative(root, outDir)}: ${(total / 1024 / 1024).toFixed(2)} MB in total`)
  return 0
}

/** Draws one composition in every locale: a file per locale whose words differ from the default locale's. */
async function renderComposition(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  c: Composition,
  catalogs: ReadonlyMap<Locale, Catalog>,
): Promise<ArtRecord[string]> {
  const drawIn = (locale: Locale) => drawInLocale(c, locale, catalogs.get(locale)!.i18n, catalogs.get(locale)!.drafts)
  const scale = c.scale ?? 2
  const context = await browser.newContext({ deviceScaleFactor: scale, viewport: { width: c.width, height: c.height } })
  const page = await context.newPage()
  const locales: ArtRecord[string]['locales'] = {}
  let minTextPx = Infinity
  let smallest = ''
  const defaultDrawing = drawIn(DEFAULT_LOCALE)
  for (const locale of LOCALES) {
    const drawing = locale === DEFAULT_LOCALE ? defaultDrawing : drawIn(locale)
    const file = locale === DEFAULT_LOCALE ? c.file : localeVariant(c.file, locale)
    const own = locale === DEFAULT_LOCALE || hasOwnWords(drawing, defaultDrawing)
    if (!own) {
      if (existsSync(join(outDir, file))) await rm(join(outDir, file))
      continue
    }
    const text = await draw(page, c, drawing.html, join(outDir, file))
    if (text.px < minTextPx) [minTextPx, smallest] = [text.px, text.sample]
    locales[locale] = { file, sha: drawing.sha, words: drawing.words }
  }
  await context.close()
  i18n.activate(DEFAULT_LOCALE)
  const size = Number.isFinite(minTextPx) ? `smallest text ${minTextPx.toFixed(1)} px ("${smallest}")` : 'no text'
  console.log(`${c.file.padEnd(44)} ${Object.keys(locales).join(', ').padEnd(20)} ${size}`)
  return {
    width: c.width,
    height: c.height,
    ...(Number.isFinite(minTextPx) ? { minTextPx: Math.round(minTextPx * 100) / 100, smallestText: smallest } : {}),
    locales,
  }
}

/** Renders `html` to `target` and measures its smallest text (after every transform, as it shows at 1×). */
async function draw(page: Page, c: Composition, html: string, target: string): Promise<{ px: number; sample: string }> {
  await page.setContent(html, { waitUntil: 'load' })
  await page.evaluate(() => document.fonts.ready)
  const png = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: c.width, height: c.height } })
  await mkdir(dirname(target), { recursive: true })
  const image = sharp(png)
  const out = c.file.endsWith('.jpg')
    ? await image.jpeg({ quality: 88, mozjpeg: true, chromaSubsampling: '4:4:4' }).toBuffer()
    : await image.png({ compressionLevel: 9, palette: false }).toBuffer()
  await writeFile(target, out)
  return page.evaluate(smallestText, { width: c.width, height: c.height })
}

/**
 * In the page: the smallest font size any visible text inside the picture's box is drawn at, in CSS pixels of the
 * picture, with every scaling transform of its ancestors (and an SVG's viewBox) applied, and a sample of it.
 */
function smallestText(box: { width: number; height: number }): { px: number; sample: string } {
  const scaleOf = (transform: string) => {
    if (!transform || transform === 'none') return 1
    const m = new DOMMatrix(transform)
    return Math.sqrt(Math.abs(m.a * m.d - m.b * m.c))
  }
  let px = Infinity
  let sample = ''
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  while (walker.nextNode()) {
    const node = walker.currentNode
    const text = node.textContent?.trim() ?? ''
    const parent = node.parentElement
    if (!text || !parent) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    const visible = [...range.getClientRects()].some(
      (r) => r.width > 0 && r.right > 0 && r.bottom > 0 && r.left < box.width && r.top < box.height,
    )
    if (!visible || getComputedStyle(parent).visibility === 'hidden' || getComputedStyle(parent).opacity === '0')
      continue
    let size = parseFloat(getComputedStyle(parent).fontSize)
    if (parent instanceof SVGGraphicsElement) {
      const ctm = parent.getScreenCTM()
      if (ctm) size *= Math.sqrt(Math.abs(ctm.a * ctm.d - ctm.b * ctm.c))
    } else {
      for (let element: Element | null = parent; element; element = element.parentElement)
        size *= scaleOf(getComputedStyle(element).transform)
    }
    if (size < px) [px, sample] = [size, text.slice(0, 40)]
  }
  return { px, sample }
}
