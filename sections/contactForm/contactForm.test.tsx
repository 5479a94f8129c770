import { describe, expect, it } from 'vitest'
import { renderElement, testSite, withStandInImages } from '../../src/engine/testing'
import { ContactForm } from './ContactForm'
import { fixtures } from './fixtures'
import { contactFormSchema } from './schema'

describe('contactForm', () => {
  it('prerenders the six labelled fields with the spec field names, empty', async () => {
    const document = await renderElement(<ContactForm {...fixtures.contactPage!} />, '/pt-br/contato')
    const controls = [...document.querySelectorAll('input:not([type="hidden"]):not([tabindex="-1"]), textarea')]
    expect(controls.map((control) => control.getAttribute('name'))).toEqual([
      'name',
      'phone',
      'company',
      'role',
      'email',
      'message',
    ])
    for (const control of controls) {
      expect(document.querySelector(`label[for="${control.id}"]`)?.textContent?.trim()).toBeTruthy()
      expect((control as HTMLInputElement).value ?? '').toBe('')
    }
    expect([...document.querySelectorAll('label')].map((label) => label.textContent)).toEqual(
      expect.arrayContaining([
        'Nome completo',
        'Telefone',
        'Nome da empresa',
        'Cargo',
        'E-mail corporativo',
        'Mensagem',
      ]),
    )
  })

  it('hides the honeypot from people and assistive technology', async () => {
    const document = await renderElement(<ContactForm {...fixtures.contactPage!} />)
    const trap = document.querySelector('input[name="website"]')!
    expect(trap.getAttribute('tabindex')).toBe('-1')
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
  })
})

describe('contactForm beside a named contact', () => {
  it('shows who answers, every way in from the settings, the reply time and the next steps beside the form', async () => {
    const document = await renderElement(
      <ContactForm {...withStandInImages(contactFormSchema, fixtures.withContact!)} />,
      '/pt-br/contato',
    )
    const section = document.querySelector('form')!.closest('section')!
    expect(section.querySelector('h2')?.textContent).toBe('Fale conosco')
    // After the form in reading order (under it on phones), beside it from 1024 px.
    const aside = section.querySelector('.lg\\:row-start-2')!
    expect(aside.compareDocumentPosition(section.querySelector('form')!)).toBe(2) // DOCUMENT_POSITION_PRECEDING: the form comes first
    expect(aside.querySelector('img')?.getAttribute('alt')).toBe('')
    expect(aside.textContent).toContain('Rafael Monteiro')
    expect(aside.textContent).toContain('CEO e cofundador')
    const links = [...aside.querySelectorAll('address a')].map((link) => link.getAttribute('href'))
    expect(links).toEqual([
      `mailto:${testSite.settings.email}`,
      `tel:${testSite.settings.phone.e164}`,
      expect.stringMatching(/^https:\/\/wa\.me\//),
    ])
    expect(aside.querySelector('address')?.textContent).toContain(testSite.settings.address.postalCode)
    expect(aside.textContent).toContain('Respondemos em até 1 hora útil')
    expect([...aside.querySelectorAll('ol > li')].map((step) => step.textContent)).toEqual([
      '1Respondemos em até um dia útil.',
      '2Uma conversa de 30 minutos.',
      '3Uma proposta com escopo, prazo e investimento.',
    ])
    expect(aside.querySelector('h3')?.textContent).toBe('O que acontece depois')
  })

  it('leaves the heading alone without a named contact', async () => {
    const document = await renderElement(<ContactForm {...fixtures.contactPage!} />, '/pt-br/contato')
    expect(document.querySelector('address')).toBeNull()
    expect(document.querySelector('ol')).toBeNull()
  })
})
