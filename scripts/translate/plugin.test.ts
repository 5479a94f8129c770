import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { ConfigEnv, Plugin, UserConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import { inContextTranslation } from './plugin'

const root = resolve(import.meta.dirname, '../..')

const configHook = (plugin: Plugin) => plugin.config as (config: UserConfig, env: ConfigEnv) => void

describe('inContextTranslation', () => {
  it('adds nothing unless npm run translate names a locale', () => {
    expect(inContextTranslation(undefined)).toEqual([])
  })

  it('refuses a build, so no byte of it reaches the site', () => {
    const [plugin] = inContextTranslation('en-us')
    expect(() => configHook(plugin!)({}, { command: 'build', mode: 'production' })).toThrow(
      'in-context translation is for npm run translate only',
    )
    expect(() => configHook(plugin!)({}, { command: 'serve', mode: 'development' })).not.toThrow()
  })

  it("hooks the overlay onto the site's browser entry (app/site/+client.ts), loading a module that exists", () => {
    // The regression: the entry moved to app/ and the pattern still looked for it under src/; the panel never came.
    const hooked = inContextTranslation('en-us').find((plugin) => typeof plugin.transform === 'object')!
    const transform = hooked.transform as { filter: { id: RegExp }; handler: (code: string) => { code: string } }
    const entry = join(root, 'app/site/+client.ts')
    expect(existsSync(entry)).toBe(true)
    expect(transform.filter.id.test(entry)).toBe(true)
    expect(transform.filter.id.test(`${entry}?v=1`)).toBe(true)
    expect(transform.filter.id.test(join(root, 'app/site/+Page.ts'))).toBe(false)
    const overlay = /import\("([^"]+)"\)/.exec(transform.handler('').code)?.[1]
    expect(overlay).toMatch(/^\//)
    expect(existsSync(join(root, overlay!))).toBe(true)
  })
})
