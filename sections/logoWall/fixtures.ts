import { partnerLogos } from '../../content/partners'
import type { LogoWallProps } from './schema'

export const fixtures: Record<string, LogoWallProps> = {
  eighteenPartners: { title: { id: 'fx.l', message: 'Parceiros' }, logos: partnerLogos },
}
