/** Writes `content/media/CREDITS.md`: one row per composition, plus the fonts and their licences. */
import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { format, resolveConfig } from 'prettier'
import { localeVariant } from '../../src/config/localizedImages'
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales'
import type { Composition } from './kit'
import { fontCredits } from './palette'

const LICENCE = '© Nuvora, made for this site; no third-party material'

export async function writeCredits(outDir: string, compositions: Composition[]): Promise<void> {
  const cell = (s: string) => s.replaceAll('|', '\\|').replaceAll('\n', ' ')
  // A picture with words has a file per locale (`localeVariant`): each gets its row.
  const files = compositions.flatMap((c) =>
    LOCALES.map((locale) => ({ c, locale, file: localeVariant(c.file, locale) })).filter(
      ({ locale, file }) => locale === DEFAULT_LOCALE || existsSync(join(outDir, file)),
    ),
  )
  const rows = files
    .sort((a, b) => a.file.localeCompare(b.file))
    .map(
      ({ c, locale, file }) =>
        `| \`${file}\` | ${cell(c.shows)}${locale === DEFAULT_LOCALE ? '' : ` (its words in ${locale})`} | rendered by scripts/media-art/render.ts from \`${c.name}\`, made for this site | ${LICENCE} |`,
    )
  const md = `# Credits of content/media/

Every picture in this folder is original work, drawn for this site as HTML/CSS/SVG compositions in
\`scripts/media-art/\` and rendered locally in Chromium (no photographs, stock images, downloaded images or web fonts).
People, companies and products shown are fictional; the portraits are illustrations that stand in until real photos exist.

Re-render everything (after a change of \`scripts/media-art/palette.ts\`, for example) with \`npm run media:art\`;
this file and \`art.json\` (each picture's words per locale and its smallest text) are rewritten by the same command.
A picture with words is drawn once per locale from the catalogs (\`hero/contrate.png\`, \`hero/contrate.en-us.png\`…).

| File | Shows | Origin | Licence |
| ---- | ----- | ------ | ------- |
${rows.join('\n')}

## Fonts

Text inside the pictures is set in system fonts of the build machine, rendered to pixels (no font file is shipped):

${fontCredits.map((f) => `- ${f.name}: ${f.licence}`).join('\n')}
`
  const target = join(outDir, 'CREDITS.md')
  // Formatted like every other file, so `npm run format:check` stays green after a re-render.
  const options = (await resolveConfig(target)) ?? {}
  await writeFile(target, await format(md, { ...options, filepath: target }))
}
