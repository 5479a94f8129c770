import { Ajv } from 'ajv'
import standaloneCode from 'ajv/dist/standalone/index.js'
import type { Plugin } from 'vite'
import { formSchemas } from '../forms/schemas'

const ID = 'virtual:form-validators'

/**
 * Compiles the form schemas to plain validation functions at build time (ajv "standalone" code), served as
 * `virtual:form-validators`. The browser ships no ajv compiler and needs no `unsafe-eval`.
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
      return standaloneCode(ajv, { contact: 'contact', lead: 'lead', ecommerce: 'ecommerce' })
    },
  }
}
