import type { StoredLead } from './leadStore'

const FIELD_LABELS: Record<string, Record<string, string>> = {
  'pt-br': {
    name: 'Nome',
    phone: 'Telefone',
    company: 'Empresa',
    role: 'Cargo',
    email: 'E-mail',
    message: 'Mensagem',
    state: 'Estado',
    faturamento: 'Faturamento',
    nicho: 'Nicho',
    origin: 'Página',
  },
  'en-us': {
    name: 'Name',
    phone: 'Phone',
    company: 'Company',
    role: 'Role',
    email: 'E-mail',
    message: 'Message',
    state: 'State',
    faturamento: 'Monthly revenue',
    nicho: 'Niche',
    origin: 'Page',
  },
  'es-es': {
    name: 'Nombre',
    phone: 'Teléfono',
    company: 'Empresa',
    role: 'Cargo',
    email: 'Correo',
    message: 'Mensaje',
    state: 'Estado',
    faturamento: 'Facturación',
    nicho: 'Nicho',
    origin: 'Página',
  },
}
const SUBJECTS: Record<string, Record<StoredLead['kind'], string>> = {
  'pt-br': { contact: 'Novo contato', lead: 'Novo lead da landing page', ecommerce: 'Novo lead de e-commerce' },
  'en-us': { contact: 'New contact', lead: 'New landing-page lead', ecommerce: 'New e-commerce lead' },
  'es-es': { contact: 'Nuevo contacto', lead: 'Nuevo lead de la landing page', ecommerce: 'Nuevo lead de e-commerce' },
}

/** Removes CR and LF (and other control characters) so a value cannot start a new header or line. */
export function headerSafe(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  return value
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, 200)
}

/** The e-mail the team receives for a lead, in the visitor's language, answering to the visitor. */
export function leadMail(lead: StoredLead, { from, to }: { from: string; to: string }) {
  const locale = FIELD_LABELS[lead.locale] ? lead.locale : 'pt-br'
  const labels = FIELD_LABELS[locale]!
  const text = Object.entries(lead.body)
    .map(([field, value]) => `${labels[field] ?? field}: ${field === 'message' ? value : headerSafe(value)}`)
    .join('\n')
  return {
    from,
    to,
    replyTo: headerSafe(lead.body.email ?? ''),
    subject: headerSafe(`${SUBJECTS[locale]![lead.kind]}: ${lead.body.name ?? ''}`),
    text: `${text}\n\n#${lead.id} · ${lead.receivedAt}`,
    headers: { 'X-Lead-Id': lead.id },
  }
}
