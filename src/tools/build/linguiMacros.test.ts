import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import { linguiMacros } from './linguiMacros'

type Handler = (this: unknown, code: string, id: string) => Promise<{ code: string } | null>
type Filter = { id: { include: RegExp; exclude: RegExp }; code: RegExp }

const plugin = linguiMacros() as Plugin & { transform: { handler: Handler; filter: Filter } }

/** Runs the transform as Vite would, `this.error` throwing what it is given. */
function transform(code: string, id = '/site/pages/home.ts') {
  const context = {
    error: (error: object) => {
      throw Object.assign(new Error(), error)
    },
  }
  return plugin.transform.handler.call(context, code, id)
}

describe('linguiMacros', () => {
  it('expands msg`…` to a message descriptor, its macro import gone', async () => {
    const result = await transform("import { msg } from '@lingui/core/macro'\nexport const title = msg`Olá, mundo`\n")
    expect(result?.code).not.toContain('@lingui/core/macro')
    expect(result?.code).toMatch(/id: "[\w-]+"/)
    // Babel writes non-ASCII characters as escapes.
    expect(result?.code).toContain('message: "Ol\\xE1, mundo"')
  })

  it('reads only modules outside node_modules that import a macro', () => {
    const { id, code } = plugin.transform.filter
    expect(id.include.test('/site/sections/hero/Hero.tsx')).toBe(true)
    expect(id.exclude.test('/site/node_modules/pkg/index.js')).toBe(true)
    expect(code.test("import { Trans } from '@lingui/react/macro'")).toBe(true)
    expect(code.test("import { i18n } from '@lingui/core'")).toBe(false)
  })

  it('reports a syntax error with the file, line and column', async () => {
    const error = (await transform(
      "import { msg } from '@lingui/core/macro'\nexport const a = {\n",
      '/site/pages/bad.ts',
    ).then(
      () => undefined,
      (caught: unknown) => caught,
    )) as { message: string; loc?: { line: number; column: number } } | undefined
    expect(error?.message).toMatch(/^\[BabelError\] \/site\/pages\/bad\.ts: Unexpected token \(3:0\)/)
    expect(error?.loc).toMatchObject({ line: 3, column: 0 })
  })
})
