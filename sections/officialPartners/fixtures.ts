import { officialPartners } from '../../content/partners'
import type { OfficialPartnersProps } from './schema'

export const fixtures: Record<string, OfficialPartnersProps> = {
  twoPartners: { title: { id: 'fx.partners', message: 'Parceiro oficial' }, partners: officialPartners },
}
