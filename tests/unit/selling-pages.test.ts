import { describe, expect, it } from 'vitest'
import { pages } from '../../pages.config'

/** Blocks that prove what a page sells: delivered cases with measured figures, company figures, clients' words. */
const PROOF = new Set(['caseStudies', 'stats', 'testimonials'])
/** The pages that sell one offer (issue 37 point 5): each shows proof, not only promises. */
const SELLING = ['aiLanding', 'aiProducts', 'hire', 'ecommerce']

describe('selling pages', () => {
  it('each show proof: a case with its figures, the company figures or a client quote', () => {
    for (const id of SELLING) {
      const page = pages.find((candidate) => candidate.id === id)
      expect(page, id).toBeDefined()
      const blocks = 'collection' in page! ? [] : page!.sections
      const proof = blocks.filter((block) => PROOF.has(block.type))
      expect(
        proof.map((block) => block.type),
        `${id}: add a caseStudies, stats or testimonials block`,
      ).not.toEqual([])
      for (const block of proof)
        if (block.type === 'caseStudies')
          expect((block.props as { cases: unknown[] }).cases.length, id).toBeGreaterThan(0)
    }
  })
})
