import type { BusinessContact, ContactLink } from './models/businessContact'
import { settings } from './settings'

const instagram = (handle: string): ContactLink => ({
  label: `@${handle}`,
  href: `https://www.instagram.com/${handle}`,
  icon: '/icons/social-instagram.svg',
})
const site = (label: string, href: string): ContactLink => ({ label, href, icon: '/business-card/globe.svg' })

/** The CEO (also on the About page, in `founders.ts`). */
export const ceo: BusinessContact = {
  slug: 'rafael',
  name: 'Rafael Monteiro',
  givenName: 'Rafael',
  familyName: 'Monteiro',
  role: 'CEO',
  organization: settings.name,
  photo: { src: 'people/rafael-monteiro.png', decorative: true },
  phone: '5511987654321',
  email: 'rafael@nuvora.example',
  website: settings.origin,
  address: {
    street: 'Av. Paulista, 1000, 10º andar',
    locality: 'São Paulo',
    region: 'SP',
    postalCode: '01310-100',
    country: 'Brasil',
  },
  links: [
    {
      label: 'Rafael Monteiro',
      href: 'https://www.linkedin.com/in/rafael-monteiro-example',
      icon: '/business-card/linkedin.svg',
    },
    instagram('rafael.monteiro.example'),
    instagram('nuvora.example'),
    instagram('vendai.example'),
    site(settings.name, settings.origin),
    site('Vendaí', 'https://vendai.nuvora.example'),
    site('Gestor IA', 'https://gestor.nuvora.example'),
  ],
}
