import { siteContent } from '../../content/site'
import { sections } from '../../sections'
import { buildOutputDir } from '../build/buildCache'
import { readMediaManifest } from '../build/media/buildMedia'
import { buildSite, type BuiltSite } from '../config/buildSite'
import { withBuiltImages, type ImageBuilds } from '../config/imageUses'
import type { SectionFixtures } from '../gallery/galleryEntries'
import { fixturesAsPage, fixturesOfPage } from '../gallery/fixturePage'
import { previewDrafts } from '../translate/mode'
import { sectionFixtures } from './gallery/sectionFixtures'

let built: BuiltSite | undefined
let images: ImageBuilds | undefined

/**
 * The site as the prerender sees it: the content handed to the engine, built once per build, each image with the
 * files the build's first step made of it (`<dist>/cache/media.json`). `npm run dev` previews the locales still in
 * progress on every page (`settings.localesInProgress`), and under `npm run translate` drafts too; the build makes
 * only the pages published in each locale.
 */
export function serverSite(): BuiltSite {
  if (built) return built
  const made = builtImages()
  const mode = { preview: import.meta.env.DEV }
  const preview = previewDrafts()
  return (built = buildSite(siteContent, (page) => preview(withBuiltImages(page, sections, made)), mode))
}

/** The sections' fixtures as the gallery shows them, each image with the files the build made of it. */
export function galleryFixtures(): SectionFixtures {
  return fixturesOfPage(withBuiltImages(fixturesAsPage(sectionFixtures), sections, builtImages()))
}

function builtImages(): ImageBuilds {
  return (images ??= readMediaManifest(buildOutputDir()))
}
