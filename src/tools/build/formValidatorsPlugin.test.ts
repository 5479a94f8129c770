import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { settings } from '../../../content/settings'
import { FORM_VALIDATORS_CACHE, formValidatorsPlugin } from './formValidatorsPlugin'

let cache: string | undefined
afterEach(async () => {
  vi.unstubAllEnvs()
  if (cache) await rm(cache, { recursive: true, force: true })
})

/** The virtual module as a bundle loads it. */
const load = () => {
  const plugin = formValidatorsPlugin(settings.forms)
  return (plugin.load as (id: string) => Promise<string | undefined>)('\0virtual:form-validators')
}

describe('the forms’ validators, compiled once', () => {
  it('are kept in the build cache by their schemas, and read from there by the next bundle', async () => {
    cache = await mkdtemp(join(tmpdir(), 'form-validators-'))
    vi.stubEnv('BUILD_CACHE_DIR', cache)
    const compiled = await load()
    expect(compiled?.match(/export const validators = \{ "contact\.pt-br": validate_0,/)).not.toBeNull()
    const [file, ...more] = await readdir(join(cache, FORM_VALIDATORS_CACHE))
    expect(more).toEqual([])
    expect(await load()).toBe(compiled)
    // What the next bundle reads is the kept module: made to say something else, it is what comes back.
    await writeFile(join(cache, FORM_VALIDATORS_CACHE, file!), 'export const validators = {}\n')
    expect(await load()).toBe('export const validators = {}\n')
  })
})
