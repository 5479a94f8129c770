import type { PageConfig } from '../../src/config/pages'
import { imageUses } from '../../src/config/imageUses'
import { DEFAULT_LOCALE } from '../../src/i18n/locales'
import { loadI18n } from '../../src/i18n/catalogs'
import { sections } from '../../sections'
import { compositions } from '../media-art/registry'
import { drawInLocale } from '../media-art/drawInLocale'

/** Where a picture's word shows, as `usage.ts` places every message (a `Place`, drawn inside a picture). */
interface PicturePlace {
  label: string
  pageId: string | null
  path: string | null
  inPicture: true
}

/** A message drawn inside a picture, where translators find it: the picture's file and each page showing it. */
export interface ArtPlace {
  id: string
  /** The source text. */
  message: string
  place: PicturePlace
}

/**
 * The words of every picture `npm run media:art` draws (`scripts/media-art/`), each placed on the pages that show
 * the picture (`home › picture hero/product-and-ai.png`), or, shown on none, on the picture alone: a translator
 * opens `content/media/<file>` to see the words in place. A picture is drawn again in each locale from these
 * messages (`npm run media:art`).
 */
export async function artPlaces(pages: readonly PageConfig[]): Promise<ArtPlace[]> {
  const shownOn = new Map<string, PageConfig[]>()
  for (const page of pages)
    for (const { image } of imageUses([page], sections)) {
      const list = shownOn.get(image.src) ?? shownOn.set(image.src, []).get(image.src)!
      if (!list.includes(page)) list.push(page)
    }
  const catalog = await loadI18n(DEFAULT_LOCALE)
  const found: ArtPlace[] = []
  for (const composition of compositions) {
    const { words } = drawInLocale(composition, DEFAULT_LOCALE, catalog)
    const picture = `picture ${composition.file}`
    const places: PicturePlace[] = (shownOn.get(composition.file) ?? []).map((page) => ({
      label: `${page.id} › ${picture}`,
      pageId: page.id,
      path: page.path,
      inPicture: true as const,
    }))
    for (const [id, message] of Object.entries(words))
      for (const place of places.length > 0
        ? places
        : [{ label: picture, pageId: null, path: null, inPicture: true as const }])
        found.push({ id, message, place })
  }
  return found
}
