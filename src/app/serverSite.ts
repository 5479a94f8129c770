import { siteContent } from '../../content/site'
import { sections } from '../../sections'
import { buildOutputDir } from '../build/buildCache'
import { isDevServer } from '../build/devServing'
import { readMediaManifest } from '../build/media/buildMedia'
import { planDevMedia } from '../build/media/devMedia'
import { buildSite, type BuiltSite } from '../config/buildSite'
import { inEveryLocale } from '../config/publication'
import { withBuiltImages, withPictureWords, type ImageBuilds } from '../config/imageUses'
import { readArtRecord } from '../build/media/artRecord'
import { translateLocale } from '../translate/mode'
import type { PageConfig } from '../config/pages'
import type { SectionFixtures } from '../gallery/galleryEntries'
import { fixturesAsPage, fixturesOfPage } from '../gallery/fixturePage'
import { createCatalogs } from '../i18n/catalogs'
import { createServerRouter } from '../router/createRouter'
import { fixtureImageUses, siteImageUses } from './siteImages'
import { siteSections } from './siteSections'

let built: BuiltSite | undefined
let images: Promise<ImageBuilds> | undefined

/**
 * The site as the prerender sees it: the content handed to the engine, built once per build, each image with the
 * files the build's first step made of it (`<dist>/cache/media.json`). The dev servers (`npm run dev`, `npm run
 * translate`) preview every page in every locale, drafts and locales still in progress included (the page's status
 * shows in a badge: `src/app/devPreview/previewServer.ts`); the build makes only the pages published in each locale.
 */
export async function serverSite(): Promise<BuiltSite> {
  const made = await builtImages()
  if (built) return built
  const preview = isDevServer()
  const words = translateLocale() ? pictureWords() : undefined
  const prepare = (page: PageConfig) => {
    const built = withBuiltImages(preview ? inEveryLocale(page) : page, sections, made)
    return words ? withPictureWords(built, sections, words) : built
  }
  return (built = buildSite(siteContent, prepare, { preview }))
}

/**
 * One server render's router, loaded at `pathname`, with the site and that render's catalogs (fresh i18n instances
 * per page): what the prerender renders and the dev server's hot update sends (`src/app/devPreview/`).
 */
export async function routedPage(pathname: string) {
  const { site, table } = await serverSite()
  const catalogs = createCatalogs()
  const router = createServerRouter({ table, settings: site.settings, catalogs, sections: siteSections })
  await router.load(pathname)
  return { site, router, catalogs }
}

/**
 * The sections' fixtures as the gallery shows them, each image with the files the build made of it. Loaded with the
 * gallery (every section's fixtures module): the dev server plans their images then, not for its first page.
 */
export async function galleryFixtures(): Promise<SectionFixtures> {
  const { sectionFixtures } = await import('./gallery/sectionFixtures')
  const pages = await builtImages()
  const made = isDevServer() ? new Map([...pages, ...(await planDevMedia(fixtureImageUses(sectionFixtures)))]) : pages
  return fixturesOfPage(withBuiltImages(fixturesAsPage(sectionFixtures), sections, made))
}

/**
 * What the build made of each image. `npm run dev` makes none before it listens: the first page it renders names
 * them (`planDevMedia`), and their files are made in the background, a requested one first (`mediaDevPlugin`).
 */
function builtImages(): Promise<ImageBuilds> {
  if (!isDevServer()) return (images ??= Promise.resolve(readMediaManifest(buildOutputDir())))
  // A failed plan (a source being replaced) is tried again on the next page.
  return (images ??= planDevMedia(siteImageUses()).catch((error: unknown) => {
    images = undefined
    throw error
  }))
}

/** The message ids drawn inside each picture of `content/media/art.json`, by source (in-context translation). */
function pictureWords(): (src: string) => string[] | undefined {
  const record = readArtRecord()
  return (src) => {
    const words = Object.values(record[src]?.locales ?? {})[0]?.words
    return words && Object.keys(words)
  }
}
