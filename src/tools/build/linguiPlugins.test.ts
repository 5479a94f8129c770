import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BUILD_CACHE_ENV } from './cacheDirs'
import { KEEP_PO_COMPILES_ENV, linguiPlugins, MACRO_PACKAGES } from './linguiPlugins'
import { shippableMessages } from '../../i18n/shippable'

type Compiled = { code: string } | undefined
type Transform = (this: unknown, source: string, id: string, options?: { ssr?: boolean }) => Promise<Compiled>

const catalog = (title: string) => `msgid ""\nmsgstr ""\n"Language: en_US\\n"\n\nmsgid "Título"\nmsgstr "${title}"\n`

/** The catalog plugin of `linguiPlugins(messagesOf)`, configured as `command` configures it. */
async function catalogPlugin(command: 'build' | 'serve', root: string, messagesOf = shippableMessages) {
  const plugins = (await Promise.all(linguiPlugins(messagesOf).flat())) as Array<Plugin | undefined>
  const plugin = plugins.find((each) => each?.name === 'nuvora-po-catalogs')!
  ;(plugin.configResolved as ((config: unknown) => void) | undefined)?.({ command, root })
  const { handler } = plugin.transform as { handler: Transform }
  const context = { addWatchFile: () => undefined, environment: { name: 'ssr' } }
  return (source: string, id: string) => handler.call(context, source, id, { ssr: true })
}

describe('the catalogs’ compiles kept between builds', () => {
  let root: string
  let cache: string
  let file: string
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'po-compiles-'))
    cache = join(root, 'cache')
    process.env[BUILD_CACHE_ENV] = cache
    file = join(root, 'locales', 'en-us', 'messages.po')
    await mkdir(join(root, 'locales', 'en-us'), { recursive: true })
  })
  afterEach(async () => {
    delete process.env[BUILD_CACHE_ENV]
    delete process.env[KEEP_PO_COMPILES_ENV]
    await rm(root, { recursive: true, force: true })
  })
  const kept = () => readdir(join(cache, 'po-compiled')).catch(() => [])

  it('a build reads an unchanged catalog from the cache, and compiles a changed one again', async () => {
    const compile = await catalogPlugin('build', root)
    await writeFile(file, catalog('Title'))
    const first = await compile(catalog('Title'), file)
    expect(first?.code).toContain('Title')
    expect(await kept()).toHaveLength(1)
    expect(await compile(catalog('Title'), file)).toEqual(first)

    await writeFile(file, catalog('Heading'))
    const changed = await compile(catalog('Heading'), file)
    expect(changed?.code).toContain('Heading')
    expect(changed?.code).not.toContain('Title')
    expect(await kept()).toHaveLength(2)
  })

  it('a dev server keeps each catalog’s first compile, which the next start reads, but not its edits', async () => {
    await writeFile(file, catalog('Title'))
    const dev = await catalogPlugin('serve', root)
    expect((await dev(catalog('Title'), file))?.code).toContain('Title')
    expect(await kept()).toHaveLength(1)
    // Saved while it runs: compiled, not kept.
    await writeFile(file, catalog('Heading'))
    expect((await dev(catalog('Heading'), file))?.code).toContain('Heading')
    expect(await kept()).toHaveLength(1)
    // The next start finds what the first kept: the kept file, made to say something else, is what it reads.
    await writeFile(file, catalog('Title'))
    const [entry] = await kept()
    await writeFile(join(cache, 'po-compiled', entry!), JSON.stringify({ code: 'export const messages = "kept"' }))
    expect((await (await catalogPlugin('serve', root))(catalog('Title'), file))?.code).toContain('"kept"')
  })

  it('keeps nothing for in-context translation', async () => {
    await writeFile(file, catalog('Title'))
    process.env[KEEP_PO_COMPILES_ENV] = '1'
    const marked = await catalogPlugin('build', root, (entries) =>
      Object.fromEntries(Object.entries(entries).map(([id, entry]) => [id, `⟦${entry.translation}⟧`])),
    )
    expect((await marked(catalog('Title'), file))?.code).toContain('⟦Title⟧')
    expect(await kept()).toEqual([])
  })

  it('a script run through scripts/run.mjs keeps them too', async () => {
    process.env[KEEP_PO_COMPILES_ENV] = '1'
    await writeFile(file, catalog('Title'))
    await (
      await catalogPlugin('serve', root)
    )(catalog('Title'), file)
    expect(await kept()).toHaveLength(1)
  })
})

describe('the macros’ guard (what Lingui’s Vite plugin did besides compiling)', () => {
  it('names the packages of Lingui’s config, and refuses a macro import that reached the runtime', async () => {
    const { getConfig } = await import('@lingui/conf')
    const { macro } = getConfig({ skipValidation: true })
    expect(new Set(MACRO_PACKAGES)).toEqual(new Set([...(macro?.corePackage ?? []), ...(macro?.jsxPackage ?? [])]))
    const plugins = (await Promise.all(linguiPlugins().flat())) as Array<Plugin | undefined>
    const guard = plugins.find((each) => each?.name === 'nuvora-lingui-macro-guard')!
    expect((guard.config as () => unknown)()).toEqual({ optimizeDeps: { exclude: MACRO_PACKAGES } })
    const resolve = guard.resolveId as (id: string, importer?: string) => unknown
    expect(() => resolve('@lingui/core/macro', '/site/pages/home.ts')).toThrow(
      /\/site\/pages\/home\.ts imports the Lingui macro "@lingui\/core\/macro", which reached the runtime/,
    )
    expect(resolve('@lingui/core', '/site/pages/home.ts')).toBeUndefined()
  })
})
