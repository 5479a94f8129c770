import { msg } from '@lingui/core/macro'
import type { NewsArticle } from '../models/news'

export const article = {
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
  image: {
    src: 'news/ia-noticia.jpg',
    alt: msg`Ilustração de páginas de jornal empilhadas, um radar e notas de relevância 9,2 e 6,7`,
  },
  originalLink: 'https://www.startupsdobrasil.example/noticias/nuvora-lanca-ia-que-monitora-portais-de-noticias',
} satisfies NewsArticle
