/**
 * The fictional company behind the site, in one place: names, contacts and social profiles.
 * Everything here is invented; swap it for the real company before going live.
 */
export const company = {
  name: 'Nuvora',
  legalName: 'Nuvora Tecnologia Ltda',
  /** Public origin of the production site, used for canonical and alternate links. */
  origin: 'https://www.nuvora.example',
  email: 'contato@nuvora.example',
  /** WhatsApp number in international format, digits only. */
  whatsapp: '5511900000000',
  copyrightYear: 2024,
  social: {
    facebook: 'https://www.facebook.com/nuvora.example',
    instagram: 'https://www.instagram.com/nuvora.example',
    youtube: 'https://www.youtube.com/@nuvora.example',
    x: 'https://x.com/nuvora_example',
  },
} as const

export function whatsappLink(number: string = company.whatsapp): string {
  return `https://wa.me/${number}`
}

/** Tracking set up after consent (fictional ids; replace with the real containers and pixel). */
export const tracking = {
  /** Tag-manager containers, loaded in this order. */
  tagManagerIds: ['GTM-NUV0RA1', 'GTM-NUV0RA2'],
  /** Ad pixel id; leave empty to send no page-view or lead events. */
  pixelId: '000000000000000',
} as const
