import { resolve } from 'node:path'
import { format, resolveConfig } from 'prettier'
import { renderGuide } from './docs-markdown'
import { readGuideModel, type GuideModel } from './docs-model'

/** Where the guide is written, relative to the project root. */
export const GUIDE_FILE = 'docs/marketers.md'

/** The marketers' guide as `npm run docs` writes it: read from the sources, laid out by the project's Prettier. */
export async function generateGuide(root: string): Promise<{ text: string; model: GuideModel }> {
  const model = readGuideModel(root)
  const filepath = resolve(root, GUIDE_FILE)
  const options = await resolveConfig(filepath)
  return { text: await format(renderGuide(model), { ...options, filepath }), model }
}
