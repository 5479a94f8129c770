import { Ajv } from 'ajv'
import { describe, expect, it } from 'vitest'
import { privacyPolicy } from '../../content/privacy-policy'
import { servicePages } from '../../content/service-pages'
import { services } from '../../content/services'
import { settings as company } from '../../content/settings'
import { loadI18n } from '../../src/i18n/catalogs'
import { policySectionSchema } from '../../content/models/policy'
import { servicePageSchema } from '../../content/models/servicePage'

const ajv = new Ajv({ allErrors: true, strict: false })

describe('privacy policy', () => {
  it('has nine valid sections', () => {
    const validate = ajv.compile(policySectionSchema)
    expect(privacyPolicy.sections).toHaveLength(9)
    for (const section of privacyPolicy.sections) expect(validate(section), JSON.stringify(validate.errors)).toBe(true)
  })

  it('gives the company e-mail from company.ts, in the text and as a mailto button', async () => {
    const i18n = await loadI18n('pt-br')
    const contact = privacyPolicy.sections.at(-1)!
    expect(i18n._(contact.paragraphs[0]!)).toContain(`escreva para ${company.email}.`)
    expect(contact.actions?.[0]?.href).toBe(`mailto:${company.email}`)
    expect(i18n._(privacyPolicy.intro[0]!)).toContain(company.legalName)
  })
})

describe('service pages', () => {
  it('exist for every service but e-commerce, which has its own landing page', () => {
    expect(servicePages.entries.map((page) => page.service.id).sort()).toEqual(
      Object.keys(services)
        .filter((id) => id !== 'ecommerce')
        .sort(),
    )
    expect(servicePages.entries.map((page) => page.service.slug)).toEqual([
      'plataforma-web',
      'aplicativos-mobile',
      'manutencao-de-software',
      'outsourcing',
      'apis',
      'design',
      'inteligencia-artificial',
    ])
  })

  it('each have a subtitle, paragraphs and bullets', () => {
    const validate = ajv.compile(servicePageSchema)
    for (const content of servicePages.entries) expect(validate(content), JSON.stringify(validate.errors)).toBe(true)
  })
})
