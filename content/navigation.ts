import { msg } from '@lingui/core/macro'
import { servicePath, type Service } from './models/services'
import { services } from './services'
import type { NavigationConfig, NavLink } from '../src/engine/content'

/**
 * Every menu of the site. Hrefs are locale-less site paths (`/contato`), localized for the visitor;
 * `npm run check:config` fails on one that matches no page.
 */
const home: NavLink = { label: msg`Início`, href: '/' }
const about: NavLink = { label: msg`Quem somos`, href: '/quem-somos' }
const contact: NavLink = { label: msg`Contato`, href: '/contato' }
const privacy: NavLink = { label: msg`Política de privacidade`, href: '/politica-de-privacidade' }
const news: NavLink = { label: msg`Notícias`, href: '/noticias' }
const aiProducts: NavLink = { label: msg`Produtos de IA`, href: '/produtos-de-ia' }

/** A service page link, with the service's description for the desktop dropdown. */
function serviceLink(service: Service): NavLink {
  return { label: service.title, href: servicePath(service), description: service.description }
}

const allServices: NavLink[] = [
  serviceLink(services.web),
  serviceLink(services.mobile),
  serviceLink(services.softwareMaintenance),
  serviceLink(services.outsourcing),
  serviceLink(services.apis),
  serviceLink(services.design),
  serviceLink(services.ecommerce),
  serviceLink(services.ai),
]

export const navigation = {
  header: [home, about, { label: msg`Serviços`, links: allServices }, contact],
  headerAction: { label: msg`Fale com a gente`, href: '/contato' },
  alternativeHeader: [home, about, news, aiProducts],
  footer: [
    { label: msg`Navegação`, links: [home, about, contact, privacy] },
    { label: msg`Serviços`, links: allServices },
  ],
  landingFooter: {
    label: msg`Serviços`,
    links: [
      serviceLink(services.web),
      serviceLink(services.mobile),
      serviceLink(services.design),
      serviceLink(services.softwareMaintenance),
    ],
    action: contact,
  },
} satisfies NavigationConfig
