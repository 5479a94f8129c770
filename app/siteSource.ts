import { siteContent } from './site'
import { sections } from '../sections'
import { buildOutputDir } from '../src/tools/build/buildCache'
import { isDevServer } from '../src/tools/build/devServing'
import { readMediaManifest } from '../src/tools/build/media/buildMedia'
import { planDevMedia } from '../src/tools/build/media/devMedia'
import { readArtRecord } from '../src/tools/build/media/artRecord'
import { buildSite, type BuiltSite } from '../src/config/buildSite'
import { withBuiltImages, withPictureWords, type ImageBuilds } from '../src/config/imageUses'
import type { PageConfig } from '../src/config/pages'
import { inEveryLocale } from '../src/config/publication'
import { messagesOfCatalogFiles } from '../src/i18n/catalogs'
import { translateLocale } from '../src/tools/translate/mode'
import { fixtureImageUses, siteImageUses } from './siteImages'
import type { SiteSource } from './siteSourceContract'

let built: BuiltSite | undefined
let images: Promise<ImageBuilds> | undefined

/**
 * The site read from its sources (`app/site.ts`, the PO files): the dev servers (`npm run dev`, `npm run
 * translate`), scripts and tests. The build's prerender reads the same site from its first step instead
 * (`siteSource.built.ts`).
 */
export const siteSource: SiteSource = {
  async site() {
    const made = await builtImages()
    return (built ??= siteAsServed(made, { preview: isDevServer() }))
  },
  async galleryImages(fixtures) {
    const pages = await builtImages()
    return isDevServer() ? new Map([...pages, ...(await planDevMedia(fixtureImageUses(fixtures)))]) : pages
  },
  messagesOf: messagesOfCatalogFiles,
}

/**
 * The site as a server renders it, each image with the files the build made of it (`made`). The dev servers preview
 * every page in every locale, drafts and locales still in progress included (`preview`: the page's status shows in a
 * badge, `app/devPreview/previewServer.ts`); the build makes only the pages published in each locale. In-context
 * translation (`npm run translate`) also names the words drawn in each picture.
 */
export function siteAsServed(made: ImageBuilds, { preview }: { preview: boolean }): BuiltSite {
  const words = translateLocale() ? pictureWords() : undefined
  const prepare = (page: PageConfig) => {
    const built = withBuiltImages(preview ? inEveryLocale(page) : page, sections, made)
    return words ? withPictureWords(built, sections, words) : built
  }
  return buildSite(siteContent, prepare, { preview })
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
