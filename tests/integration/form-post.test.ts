import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createElement } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ContactForm } from '../../sections/contactForm/ContactForm'
import { EcommerceForm } from '../../sections/ecommerceForm/EcommerceForm'
import { renderElement, toDocument } from '../../src/testing/render'
import { startServer, tinySite, type RunningServer } from './serverProcess'

let server: RunningServer
let leadsFile: string

/** A site whose form pages are the real prerendered form sections. */
async function siteWithForms(): Promise<string> {
  const root = await tinySite()
  const title = { id: 'fx.t', message: 'Fale conosco' }
  const pages: Record<string, string> = {
    'es-es/contato': (
      await renderElement(
        createElement(ContactForm, { title, successPath: '/obrigado', sectionId: 'contact-form' }),
        '/es-es/contato',
      )
    ).body.innerHTML,
    'pt-br/servicos/e-commerce': (
      await renderElement(
        createElement(EcommerceForm, { title, sectionId: 'ecommerce-form' }),
        '/pt-br/servicos/e-commerce',
      )
    ).body.innerHTML,
    'es-es/obrigado': 'gracias',
  }
  for (const [path, body] of Object.entries(pages)) {
    await mkdir(join(root, path), { recursive: true })
    await writeFile(join(root, path, 'index.html'), `<!doctype html><html><body>${body}</body></html>`)
  }
  return root
}

beforeAll(async () => {
  leadsFile = join(await mkdtemp(join(tmpdir(), 'leads-')), 'leads.jsonl')
  server = await startServer({ SITE_ROOT: await siteWithForms(), LEADS_FILE: leadsFile })
})
afterAll(() => server.stop())

const stored = async () =>
  (await readFile(leadsFile, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line).lead)

const CONTACT = {
  _form: 'contact',
  _page: '/es-es/contato#contact-form',
  _thanks: '/es-es/obrigado',
  name: 'José Souza',
  phone: '+55 11 91234-5678',
  company: 'Acme',
  role: 'CTO',
  email: 'jose@acme.example',
  message: 'Quero um orçamento.',
  website: '',
}

function post(fields: Record<string, string>, headers: Record<string, string> = { Origin: server.url }) {
  return fetch(`${server.url}/api/mail/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  })
}

describe('forms posted without JavaScript', () => {
  it('store a valid post like a JSON lead and answer 303 to the thank-you page', async () => {
    const response = await post(CONTACT, { Referer: `${server.url}/es-es/contato` })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/es-es/obrigado')
    const lead = (await stored()).find((candidate) => candidate.body.name === 'José Souza')
    expect(lead).toMatchObject({ kind: 'contact', locale: 'es-es', spam: false })
    expect(lead.body).toEqual({
      name: 'José Souza',
      phone: '+55 11 91234-5678',
      company: 'Acme',
      role: 'CTO',
      email: 'jose@acme.example',
      message: 'Quero um orçamento.',
      origin: `${server.url}/es-es/contato`,
    })
  })

  it('send an invalid post back to its form, which then shows the errors and the values once', async () => {
    const response = await post({ ...CONTACT, name: 'Ana <b>', email: 'ana@', company: '' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/es-es/contato#contact-form')
    const cookie = response.headers.get('set-cookie')!
    expect(cookie).toMatch(/^lead_form=[\w-]{20,}; Path=\/; Max-Age=600; HttpOnly; SameSite=Lax$/)
    const page = await fetch(`${server.url}/es-es/contato`, { headers: { Cookie: cookie.split(';')[0]! } })
    expect(page.headers.get('cache-control')).toBe('no-store')
    const html = await page.text()
    expect(html).not.toContain('<b>')
    const document = toDocument(html)
    expect(document.querySelector('[name="name"]')!.getAttribute('value')).toBe('Ana <b>')
    expect(document.querySelector('[name="email"]')!.getAttribute('aria-invalid')).toBe('true')
    expect([...document.querySelectorAll('[id$="-error"]')].map((error) => error.textContent)).toEqual([
      'Campo requerido',
      'Correo electrónico no válido',
    ])
    const again = await fetch(`${server.url}/es-es/contato`, { headers: { Cookie: cookie.split(';')[0]! } })
    expect(await again.text()).not.toContain('Correo electrónico no válido<')
    expect((await stored()).some((lead) => lead.body.name === 'Ana <b>')).toBe(false)
  })

  it('send a post holding NUL back to its form with the field error (regression: stored, or 503 forever in PostgreSQL)', async () => {
    const response = await post({ ...CONTACT, name: 'Ana\u0000Nul' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/es-es/contato#contact-form')
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!
    const document = toDocument(
      await (await fetch(`${server.url}/es-es/contato`, { headers: { Cookie: cookie } })).text(),
    )
    expect(document.querySelector('[name="name"]')!.getAttribute('aria-invalid')).toBe('true')
    expect([...document.querySelectorAll('[id$="-error"]')].map((error) => error.textContent)).toEqual([
      'Campo requerido',
    ])
    expect((await stored()).some((lead) => lead.body.name.startsWith('Ana'))).toBe(false)
  })

  it('show the e-commerce success alert on its page', async () => {
    const response = await post({
      _form: 'ecommerce',
      _page: '/pt-br/servicos/e-commerce#ecommerce-form',
      name: 'Carla Dias',
      phone: '21998765432',
      email: 'carla@loja.example',
      faturamento: 'comecando',
      nicho: 'Moda',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/pt-br/servicos/e-commerce#ecommerce-form')
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!
    const html = await (await fetch(`${server.url}/pt-br/servicos/e-commerce`, { headers: { Cookie: cookie } })).text()
    expect(toDocument(html).querySelector('[role="alert"]')!.textContent).toBe('Mensagem enviada com sucesso!')
    expect((await stored()).find((lead) => lead.body.name === 'Carla Dias')?.body.phone).toBe('(21) 99876-5432')
  })

  it('refuse cross-site posts and posts that name no page of this site', async () => {
    const before = (await stored()).length
    expect((await post(CONTACT, { Origin: 'https://evil.example' })).status).toBe(403)
    expect((await post(CONTACT, {})).status).toBe(403)
    expect((await post(CONTACT, { Referer: 'https://evil.example/form' })).status).toBe(403)
    for (const target of [
      'https://evil.example/',
      '//evil.example',
      '/es-es/nada',
      '/\\evil.example',
      '/es-es/obrigado#x"',
    ])
      expect((await post({ ...CONTACT, _thanks: target })).status, target).toBe(400)
    expect((await post({ ...CONTACT, _page: 'https://evil.example/es-es/contato' })).status).toBe(400)
    expect((await post({ ...CONTACT, _form: 'admin' })).status).toBe(400)
    expect((await stored()).length).toBe(before)
  })

  it('store a honeypot hit as spam, after the same validation', async () => {
    expect((await post({ ...CONTACT, name: 'Bot', website: 'http://spam.example' })).status).toBe(303)
    expect((await stored()).find((lead) => lead.body.name === 'Bot')?.spam).toBe(true)
  })
})
