import { expect, test } from './fixtures'
import { findWordsTooWide, probeBlock } from './layoutProblems'

/**
 * Headings never break inside a word (issue #22): in each of the site's languages, at every width from 320 px up,
 * each word of every `h1`–`h3` of every gallery block fits on one line of its heading. The rule
 * `overflow-wrap: break-word` splits a word only when it is wider than its line, so a word that fits is never split;
 * a grid column narrower than its heading's longest word fails, naming section › fixture › locale › width. The check
 * (`findWordsTooWide`, tests/e2e/layoutProblems.ts) runs in gallery.spec.ts, on the same load of each gallery page and
 * at the same widths as the gallery's layout check; this file proves the check itself.
 * The pseudo-locale is not a language anyone reads: its words are accented, letters doubled and a third longer
 * (`src/gallery/lengthen.ts`), up to 24 letters ("Ĩńţţēŕōōƥēŕŕàƀĩĩĺĩďďàďēē"), which no display size fits on a 320 px
 * phone. There, splitting is the graceful fallback, and the gallery's layout check (gallery.spec.ts) proves every
 * pseudo heading stays inside its block, unclipped.
 */
test('the word check measures each word in its own font and finds only those wider than their line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 600 })
  await page.setContent(
    [
      '<style>body { margin: 0 } h2, h3 { margin: 0; font: 700 32px/1.2 sans-serif; overflow-wrap: break-word }</style>',
      probeBlock('fits', '<h2 style="width: 300px">Uma frase com palavras curtas que quebra em linhas</h2>'),
      probeBlock('narrow', '<h2 style="width: 120px">Personalização total</h2>'),
      probeBlock('padded', '<h3 style="width: 200px; padding: 0 60px; box-sizing: border-box">Produtividade</h3>'),
      probeBlock('inner', '<h2 style="width: 300px">Curto <span style="font-size: 64px">Produtividade</span></h2>'),
      probeBlock('hyphenated', '<h2 style="width: 200px">Hiper-automação</h2>'),
      probeBlock('hidden', '<h2 style="position: absolute; width: 1px; height: 1px; overflow: hidden">Invisível</h2>'),
    ].join(''),
  )
  const found = await page.evaluate(findWordsTooWide)
  expect(found.map(({ fixture, word }) => `${fixture}: ${word}`)).toEqual([
    'narrow: Personalização',
    'padded: Produtividade',
    'inner: Produtividade',
  ])
})
