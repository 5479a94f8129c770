import { msg } from '@lingui/core/macro'

export const footerCopy = {
  description: msg`Fábrica de software e inteligência artificial. Criamos plataformas web, aplicativos e soluções de IA para empresas que querem crescer com tecnologia.`,
  followUs: msg`Redes sociais`,
  languages: msg`Idiomas`,
  rights: msg`Todos os direitos reservados.`,
  compliance: msg`Selo de conformidade com a LGPD (abre em nova aba)`,
  opensInNewTab: msg`(abre em nova aba)`,
}
