import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_LOCALE } from '../../src/i18n/locales'
import { loadI18n } from '../../src/i18n/catalogs'
import { videos } from '../../content/videos'
import { showcaseCompositions } from '../../scripts/media-art/compositions/showcase'

/** The text a poster's HTML draws: its markup without tags, styles and SVG shapes. */
const drawnText = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')

/**
 * Issue 37 point 4 (and point 1): the video cards draw their play button over the poster's lower left, and their
 * caption names the video in the page's language. A title or a name tag burned into the poster sat under the button
 * and stayed Portuguese on every locale.
 */
describe('video posters', () => {
  const posters = showcaseCompositions.filter((composition) => composition.file.startsWith('videos/'))
  // Drawn as the renderer draws them: in a locale (Portuguese, whose titles they must not repeat).
  beforeAll(async () => {
    i18n.load(DEFAULT_LOCALE, (await loadI18n(DEFAULT_LOCALE)).messages)
    i18n.activate(DEFAULT_LOCALE)
  })

  it('are one per video of the news page', () => {
    expect(posters.map((poster) => poster.file).sort()).toEqual(videos.map((video) => video.poster.src).sort())
  })

  it('draw no title of their own: the card captions the video, in the page language', () => {
    for (const poster of posters) {
      const text = drawnText(poster.html())
      for (const video of videos) expect(text, poster.file).not.toContain(video.title.message)
    }
  })

  it('draw no words in the lower left, where the play button sits', () => {
    for (const poster of posters) {
      const placed = [
        ...poster.html().matchAll(/<div style="position:absolute;left:(\d+)px;bottom:(\d+)px[^"]*">([\s\S]*?)<\/div>/g),
      ]
      const underButton = placed.filter(
        ([, left, bottom, content]) => Number(left) < 300 && Number(bottom) < 200 && drawnText(content!).trim() !== '',
      )
      expect(
        underButton.map(([element]) => element.slice(0, 120)),
        poster.file,
      ).toEqual([])
    }
  })
})
