import { describe, expect, it } from 'vitest'
import { pageHeroCompositions } from '../../scripts/media-art/compositions/page-heroes'

/**
 * The contact page promises its reply time once, beside the form, from the settings (`responseHours`). Its hero art
 * is a picture rendered once and used in every language, so a figure drawn into it could only contradict that
 * promise when the settings change (it said "< 1 dia útil" while the page said "within 4 business hours").
 */
describe('hero art of the contact page', () => {
  const contact = pageHeroCompositions.find((c) => c.file === 'hero/contato.png')

  it('exists', () => {
    expect(contact).toBeDefined()
  })

  it('states no reply time of its own', () => {
    const text = contact!.html.replace(/<[^>]*>/g, ' ')
    expect(text).not.toMatch(/tempo de resposta|dias? úte?is|horas? úte?is|\bh úteis/i)
  })
})
