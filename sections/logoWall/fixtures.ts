import { partnerLogos } from '../../content/partners'
import type { LogoWallProps } from './schema'

export const fixtures: Record<string, LogoWallProps> = {
  eighteenPartners: { title: { id: 'fx.l', message: 'Parceiros' }, logos: partnerLogos },
  inverse: {
    title: { id: 'fx.l', message: 'Quem confia na gente' },
    logos: partnerLogos.slice(0, 12),
    tone: 'inverse',
  },
  /** Worst case: the longest realistic title, every partner. */
  longest: {
    title: {
      id: 'fx.long.title',
      message: 'Empresas de todos os setores que confiam na Nuvora para transformar os seus negócios',
    },
    logos: partnerLogos,
  },
}
