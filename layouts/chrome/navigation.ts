import { msg } from '@lingui/core/macro'

/** The chrome's own words (the menus' links come from the navigation config, `content/navigation.ts`). */
export const chromeCopy = {
  mainNavigation: msg`Navegação principal`,
  language: msg`Idioma`,
  chooseLanguage: msg`Escolher idioma`,
  openMenu: msg`Abrir menu`,
  closeMenu: msg`Fechar menu`,
  menu: msg`Menu`,
}
