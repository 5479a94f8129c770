import { msg } from '@lingui/core/macro'
import type { JSONSchemaType } from 'ajv'
import { copySchema, publicFileSchema, type Copy } from '../config/common'

/** A press article about the company; its page lives at `/{locale}/noticias/{slug}`. */
export interface NewsArticle {
  /** URL segment of the article page (lower case, digits and hyphens). */
  slug: string
  /** Publication date in the source, ISO `YYYY-MM-DD`; shown formatted for the visitor's language. */
  date: string
  /** Headline. */
  title: Copy
  /** One or two sentences under the headline, also used on cards. */
  desc: Copy
  /** The full text, one message per paragraph. */
  content: Copy[]
  /** Illustration under `public/news/` (decorative: the headline is always printed beside it). */
  img: string
  /** The article on the publication's own site (`https://…`); opens in a new tab. */
  originalLink: string
}

export const newsArticleSchema: JSONSchemaType<NewsArticle> = {
  type: 'object',
  properties: {
    slug: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
    date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    title: copySchema,
    desc: copySchema,
    content: { type: 'array', items: copySchema, minItems: 1 },
    img: publicFileSchema,
    originalLink: { type: 'string', pattern: '^https://' },
  },
  required: ['slug', 'date', 'title', 'desc', 'content', 'img', 'originalLink'],
  additionalProperties: false,
}

/** The site path of an article's page (locale-less; links add the visitor's locale). */
export function newsPath(article: Pick<NewsArticle, 'slug'>): string {
  return `/noticias/${article.slug}`
}

/** The publication's host name without `www.`, shown as the article's source. */
export function sourceHost(originalLink: string): string {
  return new URL(originalLink).hostname.replace(/^www\./, '')
}

/** Every article, newest first: the order of the news list; the first four also feed "other news". */
export const newsArticles: NewsArticle[] = [
  {
    slug: 'inteligencia-artificial-facilita-a-vida-das-pessoas-no-dia-a-dia',
    date: '2024-08-20',
    title: msg`Inteligência artificial facilita a vida das pessoas no dia a dia`,
    desc: msg`Assistentes, recomendações e atendimento automático já fazem parte da rotina. Especialistas da Nuvora explicam como a IA economiza tempo sem que a gente perceba.`,
    content: [
      msg`Pedir um carro por aplicativo, receber a sugestão de uma série ou conversar com o atendimento do banco às dez da noite: em todas essas situações há inteligência artificial trabalhando nos bastidores. Para a Nuvora, fábrica de software e IA com sede em São Paulo, o movimento tende a se intensificar à medida que as empresas aprendem a usar a tecnologia com responsabilidade.`,
      msg`“A melhor IA é aquela que o usuário nem nota. Ela resolve um problema pequeno, do dia a dia, e devolve alguns minutos para a pessoa”, afirma Rafael Monteiro, CEO e cofundador da empresa. Segundo ele, os projetos mais bem-sucedidos começam com uma pergunta simples: que tarefa repetitiva poderia deixar de existir?`,
      msg`Entre os exemplos citados estão assistentes que agendam consultas por mensagem, sistemas que conferem notas fiscais automaticamente e ferramentas que resumem longos documentos em poucos parágrafos. Em comum, todos combinam modelos de linguagem com regras de negócio claras e revisão humana nos pontos críticos.`,
      msg`A empresa lembra que confiança é parte do produto: dados pessoais precisam ser tratados de acordo com a LGPD, e as pessoas devem saber quando estão falando com uma máquina. “Transparência não é um detalhe técnico, é o que faz o cliente voltar”, completa Monteiro.`,
    ],
    img: '/news/ia-no-dia-a-dia.svg',
    originalLink:
      'https://www.jornaldatecnologia.example/2024/08/inteligencia-artificial-facilita-a-vida-das-pessoas-no-dia-a-dia',
  },
  {
    slug: 'conheca-os-courserians-rafael-monteiro',
    date: '2024-07-02',
    title: msg`Conheça os Courserians: Rafael Monteiro`,
    desc: msg`Da primeira aula on-line de programação à fundação de uma fábrica de software: a trajetória do CEO da Nuvora mostra como o estudo contínuo abre portas.`,
    content: [
      msg`Rafael Monteiro escreveu suas primeiras linhas de código em um curso on-line gratuito, depois do expediente em um emprego que não tinha nada a ver com tecnologia. Mais de dez anos depois, ele é CEO e cofundador da Nuvora, empresa que desenvolve software e soluções de inteligência artificial para startups, fintechs e grandes companhias.`,
      msg`“Eu estudava à noite, com o caderno ao lado do computador, e refazia cada exercício até entender o porquê de cada erro”, conta. A rotina de estudos nunca parou: hoje ele reserva algumas horas por semana para cursos de gestão de produto, dados e aprendizado de máquina.`,
      msg`Na Nuvora, a experiência virou política interna. Cada pessoa do time tem um orçamento anual para formação e apresenta aos colegas o que aprendeu. Para Monteiro, compartilhar conhecimento é a forma mais rápida de transformar um curso em resultado para o cliente.`,
      msg`O conselho dele para quem está começando é direto: escolher um projeto real, pequeno, e terminá-lo. “Um aplicativo simples publicado ensina mais do que dez tutoriais pela metade.”`,
    ],
    img: '/news/courserians.svg',
    originalLink: 'https://blog.aprendizagemonline.example/conheca-os-courserians-rafael-monteiro',
  },
  {
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
    img: '/news/superando-barreiras.svg',
    originalLink: 'https://www.mulheresnatecnologia.example/superando-barreiras-camila-duarte',
  },
  {
    slug: 'nuvora-lanca-ia-que-monitora-portais-de-noticias',
    date: '2024-03-28',
    title: msg`Nuvora lança IA que monitora portais de notícias`,
    desc: msg`A nova ferramenta acompanha portais em tempo real, reescreve as notícias em linguagem clara e atribui a cada uma um grau de relevância para o negócio do cliente.`,
    content: [
      msg`A Nuvora apresentou nesta semana o IA Notícia, ferramenta que acompanha portais de notícias em tempo real e entrega às empresas um resumo do que importa para o seu setor. O produto foi desenvolvido pela própria equipe de inteligência artificial da companhia.`,
      msg`Cada notícia monitorada recebe um título reescrito em linguagem direta e um grau de relevância, calculado a partir de critérios definidos com o cliente, como região, concorrentes e temas regulatórios. Assim, as equipes de comunicação e de estratégia sabem o que ler primeiro.`,
      msg`“Ninguém consegue ler cem portais por dia. A ferramenta faz a triagem e deixa para as pessoas a parte que exige julgamento”, explica Camila Duarte, CTO da empresa. Os textos originais continuam disponíveis, e o sistema sempre indica a fonte de cada informação.`,
      msg`O IA Notícia está em fase de demonstração com clientes dos setores de saneamento, energia e serviços financeiros, e deve ganhar novas categorias de monitoramento nos próximos meses.`,
    ],
    img: '/news/ia-noticia.svg',
    originalLink: 'https://www.startupsdobrasil.example/noticias/nuvora-lanca-ia-que-monitora-portais-de-noticias',
  },
  {
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
    img: '/news/fintechs.svg',
    originalLink: 'https://www.economiadigital.example/2024/02/fabrica-de-software-nuvora-amplia-atuacao-com-fintechs',
  },
]

/**
 * The spec's "other news" rule: up to three articles other than the current one, taken only from the first four
 * entries (so an article among the first four shows the other three, and any later one shows the first three).
 */
export function otherNews<T extends Pick<NewsArticle, 'slug'>>(articles: readonly T[], currentSlug: string): T[] {
  return articles
    .slice(0, 4)
    .filter((article) => article.slug !== currentSlug)
    .slice(0, 3)
}
