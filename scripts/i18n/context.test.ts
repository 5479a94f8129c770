import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../src/i18n/locales'
import { readCatalog, type Catalog } from './catalogs'
import { copyOf } from '../../src/config/common'
import { contextGaps } from './context'
import { walkCopy } from './walkCopy'

describe('the context every catalog entry carries', () => {
  it('every committed entry says where it is used and explains each placeholder', async () => {
    for (const locale of LOCALES) expect(contextGaps(await readCatalog(locale), locale), locale).toEqual([])
  })

  it('finds an entry without "Used in" and an unexplained placeholder', () => {
    const catalog: Catalog = { a: { message: 'Olá {visitor}', translation: '', comments: ['Greeting'] } }
    expect(contextGaps(catalog, 'en-us')).toEqual([
      'en-us: "Olá {visitor}" has no "Used in": list its copy module in scripts/i18n/copyRegistry.ts (engine) ' +
        "or in its section's defineSection `copy`",
      'en-us: "Olá {visitor}": placeholder {visitor} is explained nowhere: add it to scripts/i18n/placeholders.ts',
    ])
  })

  it('names the field, the meta title and description apart, the URL and the placeholders', async () => {
    const catalog = await readCatalog('en-us')
    const comments = (label: string) =>
      Object.values(catalog).find((entry) => entry.comments?.some((c) => c.includes(label)))?.comments
    expect(comments('Used in: home › hero.subtitle')).toContain('See it at: /en-us')
    expect(comments('Used in: home › meta.title')).not.toEqual(comments('Used in: home › meta.description'))
    expect(comments('Used in: every page › cookie banner.text')).toBeDefined()
    expect(comments('ecommerce › offer › offer.was')).toEqual(
      expect.arrayContaining([
        'See it at: /en-us/servicos/e-commerce',
        'Placeholder {price}: the old price with its currency, e.g. "R$ 10.000"',
      ]),
    )
  })

  it('reads the limit a schema declares on a copy field (copyOf)', () => {
    const schema = {
      type: 'object',
      properties: {
        items: { type: 'array', items: { type: 'object', properties: { title: copyOf({ max: 40 }) } } },
      },
    }
    expect(walkCopy({ items: [{ title: { id: 'x', message: 'Oi' } }] }, schema)).toEqual([
      { id: 'x', message: 'Oi', path: 'items[0].title', maxLength: 40 },
    ])
  })

  it('tells translators the limit of a field, next to where it is used', async () => {
    const catalog = await readCatalog('es-es')
    const comments = (label: string) =>
      Object.values(catalog).find((entry) =>
        entry.comments?.some((c) => c.startsWith('Used in: ') && c.includes(label)),
      )?.comments
    expect(comments('home › hero.title')).toContain('Max length: 80 characters')
    expect(comments('home › meta.title')).toContain('Max length: 90 characters')
  })
})
