import { describe, expect, it, vi } from 'vitest'
import { vcardPlugin } from './vcardPlugin'

type GenerateBundle = (this: unknown) => void

const card = {
  path: '/ana.vcf',
  contact: { fullName: 'Ana Souza', givenName: 'Ana', familyName: 'Souza', email: 'ana@testco.example' },
}

function runGenerateBundle(environment: string) {
  const emitFile = vi.fn()
  const plugin = vcardPlugin([card])
  ;(plugin.generateBundle as GenerateBundle).call({ environment: { name: environment }, emitFile })
  return emitFile
}

describe('vcardPlugin', () => {
  it('emits each card it is given at its path, at the root of the browser build', () => {
    const emitFile = runGenerateBundle('client')
    expect(emitFile).toHaveBeenCalledTimes(1)
    const [file] = emitFile.mock.calls[0]!
    expect(file.type).toBe('asset')
    expect(file.fileName).toBe('ana.vcf')
    expect(file.source).toMatch(/^BEGIN:VCARD\r\nVERSION:4\.0\r\n/)
    expect(file.source).toContain('\r\nFN:Ana Souza\r\n')
    expect(file.source).toContain('\r\nEMAIL;TYPE=work:ana@testco.example\r\n')
  })

  it('emits nothing in the server build', () => {
    expect(runGenerateBundle('ssr')).not.toHaveBeenCalled()
  })
})
