import { Ajv } from 'ajv'
import { describe, expect, it, vi } from 'vitest'
import { businessContactSchema } from '../../src/entities/businessContact'
import { ceo } from '../../content/ceo'
import { vcardPlugin } from './vcardPlugin'

type GenerateBundle = (this: unknown) => void

function runGenerateBundle(environment: string) {
  const emitFile = vi.fn()
  const plugin = vcardPlugin([ceo])
  ;(plugin.generateBundle as GenerateBundle).call({ environment: { name: environment }, emitFile })
  return emitFile
}

describe('vcardPlugin', () => {
  it('emits the CEO vCard at the root of the browser build', () => {
    const emitFile = runGenerateBundle('client')
    expect(emitFile).toHaveBeenCalledTimes(1)
    const [file] = emitFile.mock.calls[0]!
    expect(file.type).toBe('asset')
    expect(file.fileName).toBe(`${ceo.slug}.vcf`)
    expect(file.source).toMatch(/^BEGIN:VCARD\r\nVERSION:4\.0\r\n/)
    expect(file.source).toContain(`\r\nFN:${ceo.name}\r\n`)
    expect(file.source).toContain(`\r\nEMAIL;TYPE=work:${ceo.email}\r\n`)
  })

  it('emits nothing in the server build', () => {
    expect(runGenerateBundle('ssr')).not.toHaveBeenCalled()
  })
})

describe('ceo', () => {
  it('is valid business-card data', () => {
    const validate = new Ajv({ allErrors: true }).compile(businessContactSchema)
    expect(validate(ceo), JSON.stringify(validate.errors)).toBe(true)
  })
})
