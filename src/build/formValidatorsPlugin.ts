import { Ajv } from 'ajv'
import standaloneCode from 'ajv/dist/standalone/index.js'
import type { Plugin } from 'vite'
import { FORM_KINDS } from '../forms/leadForms'
import { formSchemas } from '../forms/schemas'

const ID = 'virtual:form-validators'

/**
 * Compiles the form schemas to plain validation functions at build time (ajv "standalone" code), served as
 * `virtual:form-validators` (`validators[kind]`, one per form of `src/forms/leadForms.ts`). The browser ships no
 * ajv compiler and needs no `unsafe-eval`.
 */
export function formValidatorsPlugin(): Plugin {
  return {
    name: 'form-validators',
    resolveId: (source) => (source === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return
      // unicode: false measures lengths in UTF-16 units, which avoids a CommonJS runtime helper in the output.
      const ajv = new Ajv({
        code: { source: true, esm: true, optimize: true },
        allErrors: true,
        unicode: false,
        logger: false,
      })
      for (const schema of Object.values(formSchemas)) ajv.addSchema(schema)
      const exports = Object.fromEntries(FORM_KINDS.map((kind, index) => [`validate_${index}`, kind]))
      const table = Object.keys(exports)
        .map((name) => `${JSON.stringify(exports[name])}: ${name}`)
        .join(', ')
      return `${standaloneCode(ajv, exports)}\nexport const validators = { ${table} }\n`
    },
  }
}
