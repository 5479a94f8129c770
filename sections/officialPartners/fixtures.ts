import { officialPartners } from '../../content/partners'
import type { OfficialPartnersProps } from './schema'

export const fixtures: Record<string, OfficialPartnersProps> = {
  twoPartners: { title: { id: 'fx.partners', message: 'Parceiro oficial' }, partners: officialPartners },
  muted: { title: { id: 'fx.partners', message: 'Parceiro oficial' }, partners: officialPartners, tone: 'muted' },
  /** Worst case: the longest realistic title and the most partners (four). */
  longest: {
    title: { id: 'fx.long.title', message: 'Parceiros oficiais e certificações das maiores plataformas de tecnologia' },
    partners: [
      { name: 'Searchly Soluções em Busca Corporativa', img: '/logos/searchly.svg' },
      { name: 'Socialoop Inteligência em Redes Sociais', img: '/logos/socialoop.svg' },
      { name: 'Órbita Fintech Serviços Financeiros', img: '/logos/orbita-fintech.svg' },
      { name: 'Norte Telecomunicações e Infraestrutura', img: '/logos/norte-telecom.svg' },
    ],
  },
}
