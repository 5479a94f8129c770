import type { BusinessContact } from '../../content/models/businessContact'
import type { BusinessCardProps } from './schema'

const contact: BusinessContact = {
  slug: 'ana',
  name: 'Ana Souza',
  givenName: 'Ana',
  familyName: 'Souza',
  role: 'CEO',
  organization: 'Acme',
  photo: { src: 'people/rafael-monteiro.png', alt: { id: 'fx.photo.alt', message: 'Retrato de Ana Souza' } },
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
  light: { contact, tagline: { id: 'fx.tagline', message: 'Software e IA.' }, tone: 'light' },
  brand: { contact: { ...contact, links: contact.links.slice(0, 1) }, tone: 'brand' },
  /** Worst case: the longest realistic name, role, addresses and the most links. */
  longest: {
    contact: {
      ...contact,
      name: 'Maria Fernanda Albuquerque de Vasconcellos',
      givenName: 'Maria Fernanda',
      familyName: 'Albuquerque de Vasconcellos',
      role: 'Diretora de Relacionamento Institucional e Novos Negócios',
      organization: 'Nuvora Tecnologia e Inteligência Artificial Ltda.',
      email: 'relacionamento.institucional@nuvora-tecnologia.example',
      website: 'https://www.nuvora-tecnologia-e-inteligencia-artificial.example',
      links: [
        {
          label: 'Maria Fernanda Albuquerque de Vasconcellos',
          href: 'https://www.linkedin.com/in/maria-fernanda-albuquerque-de-vasconcellos',
          icon: '/business-card/linkedin.svg',
        },
        {
          label: '@nuvora.tecnologia.oficial',
          href: 'https://www.instagram.com/nuvora.tecnologia.oficial',
          icon: '/icons/social-instagram.svg',
        },
        {
          label: 'Nuvora no YouTube: demonstrações e palestras',
          href: 'https://www.youtube.com/@nuvora',
          icon: '/icons/social-youtube.svg',
        },
        {
          label: 'www.nuvora-tecnologia-e-inteligencia-artificial.example',
          href: 'https://www.nuvora-tecnologia-e-inteligencia-artificial.example',
          icon: '/business-card/globe.svg',
        },
      ],
    },
    tagline: {
      id: 'fx.long.tagline',
      message:
        'Fábrica de software, inteligência artificial e transformação digital para empresas de todos os tamanhos.',
    },
  },
}
