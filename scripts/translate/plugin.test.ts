import type { ConfigEnv, Plugin, UserConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import { inContextTranslation } from './plugin'

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
})
