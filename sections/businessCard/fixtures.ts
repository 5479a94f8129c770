import type { BusinessContact } from '../../src/entities/businessContact'
import type { BusinessCardProps } from './schema'

const contact: BusinessContact = {
  slug: 'ana',
  name: 'Ana Souza',
  givenName: 'Ana',
  familyName: 'Souza',
  role: 'CEO',
  organization: 'Acme',
  photo: '/business-card/rafael-monteiro.svg',
  phone: '5511912345678',
  email: 'ana@acme.example',
  website: 'https://acme.example',
  links: [
    { label: 'Ana Souza', href: 'https://www.linkedin.com/in/ana', icon: '/business-card/linkedin.svg' },
    { label: '@acme', href: 'https://www.instagram.com/acme', icon: '/icons/social-instagram.svg' },
    { label: 'Acme', href: 'https://acme.example', icon: '/business-card/globe.svg' },
  ],
}

export const fixtures: Record<string, BusinessCardProps> = {
  full: { contact, tagline: { id: 'fx.tagline', message: 'Software e IA.' } },
  minimal: { contact: { ...contact, links: [] } },
}
