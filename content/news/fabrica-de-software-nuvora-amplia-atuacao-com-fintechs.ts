import { msg } from '@lingui/core/macro'
import type { NewsArticle } from '../models/news'

export const article = {
  slug: 'fabrica-de-software-nuvora-amplia-atuacao-com-fintechs',
  date: '2024-02-09',
  title: msg`Fábrica de software Nuvora amplia atuação com fintechs`,
  desc: msg`Com novos contratos em meios de pagamento e crédito, a empresa reforça o time de integração de APIs e segurança.`,
  content: [
    msg`A Nuvora, fábrica de software e inteligência artificial, ampliou sua atuação no setor financeiro. A empresa passou a desenvolver plataformas de pagamento, aplicativos de crédito e integrações bancárias para fintechs de diferentes portes.`,
    msg`Segundo a companhia, o crescimento veio de projetos em que a velocidade de entrega precisava andar junto com exigências rígidas de segurança e de conformidade. Para atender a essa demanda, a empresa reforçou as equipes de integração de APIs, testes automatizados e monitoramento.`,
    msg`“Uma fintech não pode parar. Por isso trabalhamos com entregas pequenas, frequentes e sempre acompanhadas de métricas”, afirma Rafael Monteiro, CEO da Nuvora. O modelo inclui a manutenção contínua do software depois da entrega, com o mesmo time que o construiu.`,
    msg`A empresa também oferece profissionais de tecnologia alocados diretamente nas equipes dos clientes, opção procurada por instituições que precisam acelerar projetos sem ampliar o quadro fixo.`,
  ],
  image: {
    src: 'news/fintechs.jpg',
    alt: msg`Ilustração de um cartão de pagamento, uma pilha de moedas, conexões de API, um escudo de segurança e um gráfico de barras em alta`,
  },
  originalLink: 'https://www.economiadigital.example/2024/02/fabrica-de-software-nuvora-amplia-atuacao-com-fintechs',
} satisfies NewsArticle
