import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtures } from '../../sections/leadForm/fixtures'
import { LeadForm } from '../../sections/leadForm/LeadForm'
import { createLeadEndpoint } from '../server/leads/leadEndpoint'
import type { LeadStore, StoredLead } from '../server/leads/leadStore'
import { renderElement } from '../testing/render'
import { testForms } from '../testing/testForms'
import { FORM_ATTRIBUTE, POST_FIELDS } from './noScript'

// A block that chooses a declared form by name (`form: 'hire'`, testForms: name, email, company, role) renders that
// form's fields, and the lead endpoint validates and stores its posts against the same declaration.

const stored: StoredLead[] = []
const store: LeadStore = {
  name: 'memory',
  add: async (lead) => void stored.push(lead),
  claimDue: async () => [],
  recordMail: async () => {},
  list: async () => [],
  erase: async () => 0,
  purge: async () => 0,
  close: async () => {},
}
let server: Server
let endpoint: string

beforeAll(async () => {
  const handle = createLeadEndpoint({ forms: testForms, store, ratePerMinute: 1000 })
  server = createServer((request, response) => void handle(request, response, new Map()))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/mail/contact`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const post = async (body: Record<string, string>) => {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}
const origin = 'https://www.nuvora.example/pt-br/contrate'
const hireLead = { name: 'Ana Souza', email: 'ana@acme.example', company: 'Acme', role: 'CTO', origin }

describe('a block choosing a declared form by name', () => {
  it('renders that form’s fields, named in the page and in the post without JavaScript', async () => {
    const document = await renderElement(<LeadForm {...fixtures.hire!} form="hire" />, '/pt-br/contrate')
    const controls = [...document.querySelectorAll('input:not([type="hidden"]):not([tabindex="-1"]), select')]
    expect(controls.map((control) => control.getAttribute('name'))).toEqual(['name', 'email', 'company', 'role'])
    expect(document.querySelector('form')!.getAttribute(FORM_ATTRIBUTE)).toBe('hire')
    expect(document.querySelector(`input[name="${POST_FIELDS.kind}"]`)!.getAttribute('value')).toBe('hire')
  })

  it('without `form`, keeps its section’s default form', async () => {
    const document = await renderElement(<LeadForm {...fixtures.hire!} />, '/pt-br/contrate')
    expect(document.querySelector(`input[name="${POST_FIELDS.kind}"]`)!.getAttribute('value')).toBe('lead')
    expect(document.querySelector('[name="state"]')).not.toBeNull()
  })

  it('is validated by the server against that form’s fields and stored as a lead of its section', async () => {
    const accepted = await post({ ...hireLead, [POST_FIELDS.kind]: 'hire' })
    expect(accepted.status).toBe(201)
    expect(stored.at(-1)).toMatchObject({ kind: 'lead', locale: 'pt-br', body: hireLead })

    const missing = await post({ name: 'Ana', email: 'ana@acme.example', origin, [POST_FIELDS.kind]: 'hire' })
    expect(missing.status).toBe(400)
    expect((missing.json.errors as Array<{ field: string }>).map((error) => error.field).sort()).toEqual([
      'company',
      'role',
    ])
    // The default lead form's body is not the hire form's: its state is refused, its company and role required.
    const leadBody = { name: 'Ana', email: 'ana@acme.example', phone: '(11) 91234-5678', state: 'SP', origin }
    const wrongForm = await post({ ...leadBody, [POST_FIELDS.kind]: 'hire' })
    expect(wrongForm.status).toBe(400)
    expect((wrongForm.json.errors as Array<{ field: string }>).map((error) => error.field).sort()).toEqual([
      'company',
      'phone',
      'role',
      'state',
    ])
    // The same body without `_form` is the default lead form's (the spec's bodies name no form).
    expect((await post(leadBody)).status).toBe(201)
  })

  it('answers 400 to a post naming a form the site does not declare', async () => {
    for (const name of ['careers', '__proto__', 'toString']) {
      const refused = await post({ ...hireLead, [POST_FIELDS.kind]: name })
      expect(refused.status, name).toBe(400)
      expect(refused.json).toEqual({
        errors: [
          { field: '', message: '"_form" names no form of this site; use one of contact, lead, ecommerce, hire' },
        ],
      })
    }
  })
})
