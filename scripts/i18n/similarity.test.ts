import { describe, expect, it } from 'vitest'
import { SIMILAR_ENOUGH, similarEnough } from './similarity'

describe('similarEnough', () => {
  it('measures like msgmerge: twice the common characters over the total length', () => {
    expect(similarEnough('Descoberta', 'Descobertas')).toBeCloseTo(20 / 21)
    expect(similarEnough('Perguntas frequentes', 'Dúvidas frequentes')).toBeCloseTo(26 / 38)
    expect(similarEnough('Fale com a nossa equipe', 'Fale com a nossa equipe')).toBe(1)
  })

  it(`rejects texts ${SIMILAR_ENOUGH} alike or less: a rewrite, another label, another word`, () => {
    expect(similarEnough('Criamos software sob medida', 'Sua empresa merece tecnologia de ponta')).toBeUndefined()
    expect(similarEnough('Contato', 'Blog')).toBeUndefined()
    expect(similarEnough('Planos', 'Preços')).toBeUndefined()
    expect(similarEnough('Nossos cases', 'Nossos clientes')).toBeCloseTo(20 / 27)
  })

  it('rejects a text less alike than the floor, and keeps one exactly as alike', () => {
    expect(similarEnough('Preço: R$ 10', 'Preço: R$ 30', 0.95)).toBeUndefined()
    expect(similarEnough('Preço: R$ 10', 'Preço: R$ 30', 22 / 24)).toBeCloseTo(22 / 24)
    expect(similarEnough('Descontos de até metade do preço', 'Fale com a nossa equipe hoje', 0.9)).toBeUndefined()
  })
})
