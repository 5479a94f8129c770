import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { generateGuide, GUIDE_FILE } from './docs-guide'

// `npm run docs`: writes docs/marketers.md from the block registry, the section schemas and the page types.
const root = process.cwd()
const { text, model } = await generateGuide(root)
await mkdir(dirname(resolve(root, GUIDE_FILE)), { recursive: true })
await writeFile(resolve(root, GUIDE_FILE), text)
console.log(`✓ ${GUIDE_FILE}: ${model.blocks.length} block types, ${model.pageFields.length} page fields`)
if (model.undocumented.length > 0)
  console.warn(
    `! ${model.undocumented.length} field(s) have no JSDoc yet, shown as "—"; add a /** … */ line on each:\n` +
      model.undocumented.map((where) => `  ${where}`).join('\n'),
  )
