import { msg } from '@lingui/core/macro'
import type { Copy } from '../config/common'

export interface NavLink {
  label: Copy
  /** Locale-less site path. */
  href: string
}

/** The site's main destinations, shared by header, drawer and footer. */
export const nav = {
  home: { label: msg`Início`, href: '/' },
  about: { label: msg`Quem somos`, href: '/quem-somos' },
  contact: { label: msg`Contato`, href: '/contato' },
  privacy: { label: msg`Política de privacidade`, href: '/politica-de-privacidade' },
  news: { label: msg`Notícias`, href: '/noticias' },
  aiProducts: { label: msg`Produtos de IA`, href: '/produtos-de-ia' },
} satisfies Record<string, NavLink>

export const chromeCopy = {
  skipToContent: msg`Pular para o conteúdo`,
  mainNavigation: msg`Navegação principal`,
  services: msg`Serviços`,
  language: msg`Idioma`,
  chooseLanguage: msg`Escolher idioma`,
  openMenu: msg`Abrir menu`,
  closeMenu: msg`Fechar menu`,
  menu: msg`Menu`,
  homeLink: msg`Nuvora, página inicial`,
}
