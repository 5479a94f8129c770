import { msg } from '@lingui/core/macro'
import type { Person } from './models/people'

/** The two (fictional) founders of the company, shown on the About page. */
export const founders: Person[] = [
  {
    name: 'Rafael Monteiro',
    role: msg`CEO e cofundador`,
    bio: msg`Há mais de 10 anos lidera produtos digitais e equipes de tecnologia. Antes da Nuvora, ajudou a escalar empresas que hoje faturam mais de 6 milhões de dólares por ano, unindo estratégia de negócio e engenharia.`,
    photo: { src: 'people/rafael-monteiro.png', decorative: true },
  },
  {
    name: 'Camila Duarte',
    role: msg`CTO e cofundadora`,
    bio: msg`Engenheira de software com mais de 10 anos de experiência em arquitetura, nuvem e inteligência artificial. Desenhou plataformas que sustentam operações de empresas com faturamento acima de 6 milhões de dólares por ano.`,
    photo: { src: 'people/camila-duarte.png', decorative: true },
  },
]
