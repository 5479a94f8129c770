import { describe, expect, it } from 'vitest'
import { renderElement } from '../../src/engine/testing'
import { ContactForm } from './ContactForm'
import { fixtures } from './fixtures'

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
