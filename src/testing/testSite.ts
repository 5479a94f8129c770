import { defineLayout, type LayoutRegistry } from '../config/defineLayout'
import type { PageConfig } from '../config/pages'
import type { NavigationConfig, SiteData, SiteSettings } from '../config/site'
import type { MediaFile, MediaFiles } from '../config/imageProblem'
import { LOCALE_INFO, LOCALES } from '../i18n/locales'
import { testForms } from './testForms'
import { TestFooter } from './TestChrome'

/** A made-up message descriptor (tests render it as its id's message). */
const copy = (message: string) => ({ id: message, message })

/** A small site, independent of the real content, for engine tests. */
export const testSettings: SiteSettings = {
  name: 'Testco',
  legalName: 'Testco Ltda',
  origin: 'https://www.testco.example',
  hosts: { 'pt-br': 'testco.example', 'en-us': 'testco-en.example' },
  companyId: '11.222.333/0001-81',
  address: {
    streetAddress: 'Rua Teste, 100 – Centro',
    addressLocality: 'São Paulo',
    addressRegion: 'SP',
    postalCode: '01000-000',
    addressCountry: 'BR',
  },
  email: 'hello@testco.example',
  phone: { e164: '+551120000000', display: '+55 11 2000-0000' },
  whatsapp: '5511000000000',
  responseHours: 1,
  copyrightYear: 2024,
  logo: '/logos/testco.svg',
  social: {
    facebook: 'https://facebook.example/testco',
    instagram: 'https://instagram.example/testco',
    youtube: 'https://youtube.example/testco',
    x: 'https://x.example/testco',
    linkedin: 'https://www.linkedin.com/company/testco',
  },
  tracking: { tagManagerIds: [], pixelId: '' },
  forms: testForms,
}

export const testNavigation: NavigationConfig = {
  header: [
    { label: copy('Home'), href: '/' },
    {
      label: copy('Services'),
      links: [{ label: copy('Apps'), href: '/pt-br/apps', description: copy('Mobile apps') }],
    },
    { label: copy('Contact'), href: '/contact' },
  ],
  headerAction: { label: copy('Talk to us'), href: '/contact' },
  alternativeHeader: [{ label: copy('Home'), href: '/' }],
  footer: [{ label: copy('Pages'), links: [{ label: copy('Contact'), href: '/contact' }] }],
  landingFooter: {
    label: copy('Services'),
    links: [{ label: copy('Apps'), href: '/pt-br/apps' }],
    action: { label: copy('Contact'), href: '/contact' },
  },
}

const page = (id: string, path: string, extra: Partial<PageConfig> = {}): PageConfig => ({
  id,
  path,
  layout: 'default',
  meta: { title: copy(`${id} title`), description: copy(`${id} description`) },
  sections: [],
  ...extra,
})

/** Four pages: a home (also at `/`), a page in every locale, one published in two, one without a prefix. */
export const testPages: PageConfig[] = [
  page('home', '/'),
  page('contact', '/contact'),
  page('apps', '/apps', { locales: ['pt-br', 'en-us'] }),
  page('card', '/card', { urls: 'unprefixed', noindex: true }),
]

/**
 * The test site while Spanish is still being translated (`localesInProgress`): in es-es only the pages naming it in
 * their `locales` are published (`contact`, `about`); `about` has its own address in English and Spanish (`slugs`).
 */
export const progressiveSettings: SiteSettings = { ...testSettings, localesInProgress: ['es-es'] }
export const progressivePages: PageConfig[] = [
  ...testPages.map((known) => (known.id === 'contact' ? { ...known, locales: [...LOCALES] } : known)),
  page('about', '/quem-somos', {
    locales: [...LOCALES],
    slugs: { 'en-us': '/about-us', 'es-es': '/quienes-somos' },
  }),
]

/** The test site's layouts: a footer with the language links around its pages, or nothing. */
export const testLayouts = {
  default: defineLayout({ footer: TestFooter }),
  bare: defineLayout({}),
} satisfies LayoutRegistry

/** The files the test site's `public/` holds, for the config check: a logo, an icon and every locale's flag. */
export const testPublicFiles: ReadonlySet<string> = new Set([
  '/logos/testco.svg',
  '/icons/apps.svg',
  ...Object.values(LOCALE_INFO).map((info) => info.flag),
])

/** The images the test site's `content/media/` holds, for the config check: one of each kind of problem. */
export const testMedia: MediaFiles = new Map<string, MediaFile>([
  ['team/ana.jpg', { format: 'jpeg', width: 2400, height: 1600, bytes: 900_000 }],
  ['team/ana-phone.jpg', { format: 'jpeg', width: 1000, height: 1250, bytes: 400_000 }],
  ['team/small.jpg', { format: 'jpeg', width: 800, height: 600, bytes: 120_000 }],
  ['team/huge.png', { format: 'png', width: 8000, height: 6000, bytes: 24 * 1024 * 1024 }],
  ['team/giant.png', { format: 'png', width: 10_000, height: 5_000, bytes: 2 * 1024 * 1024 }],
  ['team/anim.gif', { format: 'gif', width: 1600, height: 1200, bytes: 300_000 }],
  ['art/logo.svg', { format: 'svg', width: 64, height: 64, bytes: 900 }],
  ['screens/square.png', { format: 'png', width: 1600, height: 1600, bytes: 500_000 }],
  ['screens/square-photo.jpg', { format: 'jpeg', width: 1600, height: 1600, bytes: 500_000 }],
  ['screens/sales.png', { format: 'png', width: 1180, height: 885, bytes: 300_000 }],
  ['screens/sales.en-us.png', { format: 'png', width: 1180, height: 885, bytes: 300_000 }],
  [
    'screens/dense.png',
    {
      format: 'png',
      width: 1920,
      height: 1440,
      bytes: 600_000,
      drawn: { width: 960, minTextPx: 11.5, sample: 'Faturamento do mês' },
    },
  ],
  [
    'art/tracker.svg',
    {
      format: 'svg',
      width: 64,
      height: 64,
      bytes: 900,
      unsafe: 'has a <script>; an SVG image may not run scripts: remove it',
    },
  ],
])

export const testSite: SiteData = {
  settings: testSettings,
  navigation: testNavigation,
}
