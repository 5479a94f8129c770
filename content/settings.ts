import type { SiteSettings } from '../src/config/site'

/**
 * The (fictional) company behind the site, in one place: names, contacts, social profiles and tracking.
 * Everything here is invented; swap it for the real company before going live.
 */
export const settings = {
  name: 'Nuvora',
  legalName: 'Nuvora Tecnologia Ltda',
  origin: 'https://www.nuvora.example',
  hosts: { 'pt-br': 'nuvora.example', 'en-us': 'nuvora-en.example' },
  email: 'contato@nuvora.example',
  whatsapp: '5511900000000',
  copyrightYear: 2024,
  logo: '/logos/nuvora.svg',
  social: {
    facebook: 'https://www.facebook.com/nuvora.example',
    instagram: 'https://www.instagram.com/nuvora.example',
    youtube: 'https://www.youtube.com/@nuvora.example',
    x: 'https://x.com/nuvora_example',
  },
  // Fictional ids: replace with the real containers and pixel.
  tracking: {
    tagManagerIds: ['GTM-NUV0RA1', 'GTM-NUV0RA2'],
    pixelId: '000000000000000',
  },
} satisfies SiteSettings
