import { Ajv } from 'ajv'
import standaloneCode from 'ajv/dist/standalone/index.js'
import type { Plugin } from 'vite'
import type { LeadFormsConfig } from '../forms/leadForms'
import { formSchemas } from '../forms/schemas'

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
    load(id) {
      if (id !== `\0${ID}`) return
      // unicode: false measures lengths in UTF-16 units, which avoids a CommonJS runtime helper in the output.
      const ajv = new Ajv({
        code: { source: true, esm: true, optimize: true },
        allErrors: true,
        unicode: false,
        logger: false,
      })
      const schemas = Object.values(formSchemas(forms))
      for (const schema of schemas) ajv.addSchema(schema)
      const exports = Object.fromEntries(schemas.map((schema, index) => [`validate_${index}`, schema.$id]))
      const table = Object.keys(exports)
        .map((name) => `${JSON.stringify(exports[name])}: ${name}`)
        .join(', ')
      return `${standaloneCode(ajv, exports)}\nexport const validators = { ${table} }\n`
    },
  }
}
