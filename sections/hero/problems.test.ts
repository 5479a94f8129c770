import { describe, expect, it } from 'vitest'
import { statesReplyTime } from './problems'

describe('statesReplyTime: a fact of proof that promises how soon the team replies', () => {
  it.each([
    'Resposta em 2 h',
    'Respondemos em até 4 horas úteis',
    'Retorno no mesmo dia',
    '1 dia útil para a primeira resposta',
    'Em 1 dia útil',
    'Reply within 2 hours',
    'We get back to you in one day',
    'Answers in 30 min',
    'Replies within 2 business days',
    'Respuesta en 4 h hábiles',
    'Contestamos en 24 horas',
  ])('finds "%s"', (fact) => expect(statesReplyTime(fact)).toBe(true))

  it.each([
    'Mais de 120 projetos entregues',
    'Há mais de 10 anos no mercado',
    'Atendimento 24 horas por dia',
    'Entrega em 12 semanas',
    'Respostas claras, sem jargão',
    'Deploys in 2 minutes',
  ])('leaves "%s"', (fact) => expect(statesReplyTime(fact)).toBe(false))
})
