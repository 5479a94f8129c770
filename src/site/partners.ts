/** A brand shown as a logo (partner, client or official partner). Names are proper nouns: not translated. */
export interface BrandLogo {
  /** Brand name; also the image's alt text. */
  name: string
  /** SVG under `public/logos/`. */
  img: string
}

/** The two official partners of the home hero: a search engine company and a social media company. */
export const officialPartners: BrandLogo[] = [
  { name: 'Searchly', img: '/logos/searchly.svg' },
  { name: 'Socialoop', img: '/logos/socialoop.svg' },
]

const PARTNER_NAMES = [
  'Acmera',
  'Bluefin Bank',
  'Cobalto',
  'Dunas Energia',
  'Everpay',
  'Fluxo Logística',
  'Granja Viva',
  'Helix Saúde',
  'Ipê Seguros',
  'Jaguar Motors',
  'Kuara Educação',
  'Lumina Varejo',
  'Maré Foods',
  'Norte Telecom',
  'Orbita Fintech',
  'Pampa Agro',
  'Quasar Games',
  'Rio Claro Imóveis',
] as const

/** The 18 client and partner brands of the logo wall. */
export const partnerLogos: BrandLogo[] = PARTNER_NAMES.map((name) => ({
  name,
  img: `/logos/${slugify(name)}.svg`,
}))

export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
