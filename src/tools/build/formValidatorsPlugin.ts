import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { Ajv } from 'ajv'
import standaloneCode from 'ajv/dist/standalone/index.js'
import type { Plugin } from 'vite'
import { buildCacheDir, markUsed } from './cacheDirs'
import { keepBytes } from './pureCache'
import type { LeadFormsConfig } from '../../forms/leadForms'
import { formSchemas } from '../../forms/schemas'

const ID = 'virtual:form-validators'

/**
 * Compiles the form schemas to plain validation functions at build time (ajv "standalone" code), served as
 * `virtual:form-validators` (`validators['lead.en-us']`, one per form and locale of the declaration `forms`, the
 * site's `settings.forms`). The browser ships no ajv compiler and needs no `unsafe-eval`.
 */
export function formValidatorsPlugin(forms: LeadFormsConfig): Plugin {
  return {
    name: 'form-validators',
    resolveId: (source) => (source === ID ? `\0${ID}` : undefined),
    async load(id) {
      if (id !== `\0${ID}`) return
      const schemas = Object.values(formSchemas(forms))
      // Kept by the schemas and the compiler (the build cache, pruned by the build's first step): each build and
      // each dev server compiled them, a quarter of a second per bundle.
      const file = join(buildCacheDir(FORM_VALIDATORS_CACHE), `${validatorsKey(schemas)}.js`)
      const kept = await markUsed(file).then(
        () => readFileSync(file, 'utf8'),
        () => undefined,
      )
      if (kept) return kept
      const code = validatorsModule(schemas)
      await keepBytes(file, Buffer.from(code))
      return code
    },
  }
}

/** The build cache's folder of the compiled form validators (`formValidatorsPlugin`). */
export const FORM_VALIDATORS_CACHE = 'form-validators'

/** The options the validators are compiled with; part of the kept module's key. */
const AJV_OPTIONS = {
  code: { source: true, esm: true, optimize: true },
  allErrors: true,
  unicode: false,
  logger: false,
} as const

const AJV_VERSION = (createRequire(import.meta.url)('ajv/package.json') as { version: string }).version

/** The key of the module compiled from `schemas`: them, the options and ajv's version. */
const validatorsKey = (schemas: readonly object[]) =>
  createHash('sha256')
    .update(JSON.stringify([AJV_VERSION, AJV_OPTIONS, schemas]))
    .digest('hex')

/** The module of validators compiled from `schemas` (each with its `$id`), and the table of them by id. */
function validatorsModule(schemas: ReadonlyArray<{ $id?: string }>): string {
  // unicode: false measures lengths in UTF-16 units, which avoids a CommonJS runtime helper in the output.
  const ajv = new Ajv(AJV_OPTIONS)
  for (const schema of schemas) ajv.addSchema(schema)
  const exports = Object.fromEntries(schemas.map((schema, index) => [`validate_${index}`, schema.$id!]))
  const table = Object.keys(exports)
    .map((name) => `${JSON.stringify(exports[name])}: ${name}`)
    .join(', ')
  return `${standaloneCode(ajv, exports)}\nexport const validators = { ${table} }\n`
}
