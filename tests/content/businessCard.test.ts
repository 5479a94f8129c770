import { Ajv } from 'ajv'
import { describe, expect, it } from 'vitest'
import { ceo } from '../../content/ceo'
import { businessContactSchema, cardPath, toVCardContact, vcardPath } from '../../content/models/businessContact'

describe('ceo', () => {
  it('is valid business-card data', () => {
    const validate = new Ajv({ allErrors: true }).compile(businessContactSchema)
    expect(validate(ceo), JSON.stringify(validate.errors)).toBe(true)
  })

  it('has its card at /contato-{slug} and its vCard at the root, /{slug}.vcf, with the same person', () => {
    expect(cardPath(ceo)).toBe(`/contato-${ceo.slug}`)
    expect(vcardPath(ceo)).toBe(`/${ceo.slug}.vcf`)
    expect(toVCardContact(ceo)).toMatchObject({ fullName: ceo.name, email: ceo.email, phone: ceo.phone })
  })
})
