import { describe, expect, it } from 'vitest'
import { BRAZILIAN_STATES, renderElement } from '../../src/engine/testing'
import { fixtures } from './fixtures'
import { LeadForm } from './LeadForm'

describe('leadForm', () => {
  it('has the spec fields and a state dropdown of the 27 units with a disabled placeholder first', async () => {
    const document = await renderElement(<LeadForm {...fixtures.hire!} />, '/pt-br/contrate')
    const names = [...document.querySelectorAll('input:not([type="hidden"]):not([tabindex="-1"]), select')].map(
      (control) => control.getAttribute('name'),
    )
    expect(names).toEqual(['name', 'email', 'phone', 'state'])
    const options = [...document.querySelectorAll('select option')]
    expect(options).toHaveLength(28)
    expect(options[0]!.hasAttribute('disabled')).toBe(true)
    expect(options[0]!.getAttribute('value')).toBe('')
    expect(options.slice(1).map((option) => option.textContent)).toEqual(BRAZILIAN_STATES.map((state) => state.name))
    expect(options[1]!.textContent).toBe('Acre')
    expect(options[27]!.textContent).toBe('Tocantins')
  })

  it("outside pt-br, a form declared per locale (the test site's) has a country dropdown instead", async () => {
    const document = await renderElement(<LeadForm {...fixtures.hire!} />, '/en-us/contrate')
    const names = [...document.querySelectorAll('input:not([type="hidden"]):not([tabindex="-1"]), select')].map(
      (control) => control.getAttribute('name'),
    )
    expect(names).toEqual(['name', 'email', 'phone', 'country'])
    expect(document.querySelector('[name="phone"]')!.getAttribute('placeholder')).toBe('+1 555 123 4567')
  })
})
