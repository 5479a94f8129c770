import { forms } from './forms'
import type { SiteSettings } from '../src/engine/content'

/**
 * The (fictional) company behind the site, in one place: names, contacts, social profiles and tracking.
 * Everything here is invented; swap it for the real company before going live.
 */
export const settings = {
  name: 'Nuvora',
  legalName: 'Nuvora Tecnologia Ltda',
  origin: 'https://www.nuvora.example',
  hosts: { 'pt-br': 'nuvora.example', 'en-us': 'nuvora-en.example' },
  companyId: '29.481.735/0001-66',
  address: {
    streetAddress: 'Rua Fradique Coutinho, 212, conj. 41 – Pinheiros',
    addressLocality: 'São Paulo',
    addressRegion: 'SP',
    postalCode: '05416-000',
    addressCountry: 'BR',
  },
  email: 'contato@nuvora.example',
  phone: { e164: '+551130000000', display: '+55 11 3000-0000' },
  whatsapp: '5511900000000',
  responseHours: 4,
  copyrightYear: 2024,
  logo: '/logos/nuvora.svg',
  social: {
    facebook: 'https://www.facebook.com/nuvora.example',
    instagram: 'https://www.instagram.com/nuvora.example',
    youtube: 'https://www.youtube.com/@nuvora.example',
    x: 'https://x.com/nuvora_example',
    linkedin: 'https://www.linkedin.com/company/nuvora-example',
  },
  // Fictional ids: replace with the real containers and pixel.
  tracking: {
    tagManagerIds: ['GTM-NUV0RA1', 'GTM-NUV0RA2'],
    pixelId: '000000000000000',
  },
  forms,
} satisfies SiteSettings
