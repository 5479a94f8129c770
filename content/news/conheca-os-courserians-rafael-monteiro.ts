import { msg } from '@lingui/core/macro'
import type { NewsArticle } from '../models/news'

export const article = {
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
  image: {
    src: 'news/courserians-rafael-monteiro.jpg',
    alt: msg`Ilustração de degraus que sobem de um capelo de formatura até um prédio de empresa, ao lado de um notebook com código e de um retrato de Rafael Monteiro`,
  },
  originalLink: 'https://blog.aprendizagemonline.example/conheca-os-courserians-rafael-monteiro',
} satisfies NewsArticle
