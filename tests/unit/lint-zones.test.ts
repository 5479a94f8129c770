import { ESLint } from 'eslint'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })

/** The import-boundary messages lint gives a file at `file` (it need not exist) holding `code`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) })
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message)
}

describe('lint keeps the engine, the sections and the content apart', { timeout: 120_000 }, () => {
  it('lets a section import a content model, the engine door and the design system', async () => {
    const code = [
      "export { newsPath } from '../../content/models/news'",
      "export { copySchema } from '../../src/engine'",
      "export { cn } from '../../src/design/cn'",
    ].join('\n')
    expect(await boundaryErrors('sections/hero/Example.tsx', code)).toEqual([])
  })

  it('refuses a section importing content other than the models, or a page', async () => {
    const code = [
      "export { news } from '../../content/news'",
      "export { serviceList } from '../../content/services'",
      "export { default as pages } from '../../pages.config'",
    ].join('\n')
    const errors = await boundaryErrors('sections/hero/Example.tsx', code)
    expect(errors).toHaveLength(3)
    expect(errors[0]).toContain('content models (content/models) only')
    expect(errors[2]).toContain('never import pages')
  })

  it('refuses a section importing the engine past its door', async () => {
    const errors = await boundaryErrors(
      'sections/hero/Example.tsx',
      "export { copySchema } from '../../src/config/common'",
    )
    expect(errors).toHaveLength(1)
  })

  it('refuses an engine file importing a content model, a section or the layouts', async () => {
    const code = [
      "export { newsPath } from '../../content/models/news'",
      "export { sections } from '../../sections'",
      "export { layouts } from '../../layouts'",
    ].join('\n')
    expect(await boundaryErrors('src/render/Example.tsx', code)).toHaveLength(3)
  })
})
