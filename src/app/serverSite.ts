import { siteContent } from '../../content/site'
import { sections } from '../../sections'
import { buildOutputDir } from '../build/buildCache'
import { readMediaManifest } from '../build/media/buildMedia'
import { planDevMedia } from '../build/media/devMedia'
import { buildSite, type BuiltSite } from '../config/buildSite'
import { withBuiltImages, type ImageBuilds } from '../config/imageUses'
import type { SectionFixtures } from '../gallery/galleryEntries'
import { fixturesAsPage, fixturesOfPage } from '../gallery/fixturePage'
import { previewDrafts } from '../translate/mode'
import { sectionFixtures } from './gallery/sectionFixtures'
import { siteImageUses } from './siteImages'

let built: BuiltSite | undefined
let images: Promise<ImageBuilds> | undefined

/**
 * The site as the prerender sees it: the content handed to the engine, built once per build, each image with the
 * files the build's first step made of it (`<dist>/cache/media.json`). `npm run dev` previews the locales still in
 * progress on every page (`settings.localesInProgress`), and under `npm run translate` drafts too; the build makes
 * only the pages published in each locale.
 */
export async function serverSite(): Promise<BuiltSite> {
  const made = await builtImages()
  if (built) return built
  const mode = { preview: import.meta.env.DEV }
  const preview = previewDrafts()
  return (built = buildSite(siteContent, (page) => preview(withBuiltImages(page, sections, made)), mode))
}

/** The sections' fixtures as the gallery shows them, each image with the files the build made of it. */
export async function galleryFixtures(): Promise<SectionFixtures> {
  return fixturesOfPage(withBuiltImages(fixturesAsPage(sectionFixtures), sections, await builtImages()))
}

/**
 * What the build made of each image. `npm run dev` makes none before it listens: the first page it renders names
 * them (`planDevMedia`), and their files are made in the background, a requested one first (`mediaDevPlugin`).
 */
function builtImages(): Promise<ImageBuilds> {
  if (!import.meta.env.DEV) return (images ??= Promise.resolve(readMediaManifest(buildOutputDir())))
  // A failed plan (a source being replaced) is tried again on the next page.
  return (images ??= planDevMedia(siteImageUses()).catch((error: unknown) => {
    images = undefined
    throw error
  }))
}
