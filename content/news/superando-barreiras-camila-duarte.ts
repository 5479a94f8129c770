import { msg } from '@lingui/core/macro'
import type { NewsArticle } from '../models/news'

export const article = {
  slug: 'superando-barreiras-camila-duarte',
  date: '2024-05-15',
  title: msg`Superando barreiras: Camila Duarte`,
  desc: msg`A CTO e cofundadora da Nuvora fala sobre carreira, liderança técnica e o que as empresas podem fazer para ter mais mulheres na engenharia de software.`,
  content: [
    msg`Camila Duarte era, muitas vezes, a única mulher na sala de aula de engenharia. Hoje, como CTO e cofundadora da Nuvora, ela lidera as equipes que desenham a arquitetura, a nuvem e os projetos de inteligência artificial da empresa.`,
    msg`“Durante muito tempo eu achei que precisava provar duas vezes o que sabia. Aprendi que o caminho é construir redes de apoio e abrir espaço para quem vem depois”, diz. Na Nuvora, ela criou um programa de mentoria que acompanha pessoas desenvolvedoras em início de carreira durante o primeiro ano.`,
    msg`A executiva defende processos seletivos com critérios claros, avaliações técnicas baseadas em problemas reais e horários flexíveis. Segundo ela, essas medidas simples aumentaram a diversidade do time e também a qualidade das entregas.`,
    msg`Para as próximas gerações, o recado é de persistência: “A tecnologia é feita por pessoas. Quanto mais diferentes forem essas pessoas, melhores serão os produtos que chegam a todo mundo.”`,
  ],
  image: {
    src: 'news/superando-barreiras-camila-duarte.jpg',
    alt: msg`Ilustração de um caminho que atravessa um muro de tijolos e chega a um retrato de Camila Duarte`,
  },
  originalLink: 'https://www.mulheresnatecnologia.example/superando-barreiras-camila-duarte',
} satisfies NewsArticle
