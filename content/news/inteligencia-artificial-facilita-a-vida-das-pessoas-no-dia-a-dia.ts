import { msg } from '@lingui/core/macro'
import type { NewsArticle } from '../models/news'

export const article = {
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
  image: {
    src: 'news/ia-no-dia-a-dia.jpg',
    alt: msg`Ilustração de um símbolo de IA ligado a uma conversa no celular, a um mapa com a rota de uma corrida e a uma tela de streaming`,
  },
  originalLink:
    'https://www.jornaldatecnologia.example/2024/08/inteligencia-artificial-facilita-a-vida-das-pessoas-no-dia-a-dia',
} satisfies NewsArticle
