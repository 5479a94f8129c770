/** Writes `content/media/CREDITS.md`: one row per composition, plus the fonts and their licences. */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { format, resolveConfig } from 'prettier'
import type { Composition } from './kit'
import { fontCredits } from './palette'

const LICENCE = '© Nuvora, made for this site; no third-party material'

export async function writeCredits(outDir: string, compositions: Composition[]): Promise<void> {
  const cell = (s: string) => s.replaceAll('|', '\\|').replaceAll('\n', ' ')
  const rows = [...compositions]
    .sort((a, b) => a.file.localeCompare(b.file))
    .map(
      (c) =>
        `| \`${c.file}\` | ${cell(c.shows)} | rendered by scripts/media-art/render.ts from \`${c.name}\`, made for this site | ${LICENCE} |`,
    )
  const md = `# Credits of content/media/

Every picture in this folder is original work, drawn for this site as HTML/CSS/SVG compositions in
\`scripts/media-art/\` and rendered locally in Chromium (no photographs, stock images, downloaded images or web fonts).
People, companies and products shown are fictional; the portraits are illustrations that stand in until real photos exist.

Re-render everything (after a change of \`scripts/media-art/palette.ts\`, for example) with \`npm run media:art\`;
this file is rewritten by the same command.

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
