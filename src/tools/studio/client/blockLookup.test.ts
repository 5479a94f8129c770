// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { blockElements } from '../../../render/blockElements'
import { blockIndexOf, blockLabel } from './blockLookup'

function page(body: string): Document {
  document.body.innerHTML = `<header data-x><nav></nav></header><div id="root"><main>${body}</main></div>`
  return document
}

describe('blockElements and blockIndexOf', () => {
  it("finds each block's root, not the sections nested in it nor what lies outside the page", () => {
    const doc = page(
      '<section data-section="hero"><p>a</p></section>' +
        '<section data-section="contactForm"><div data-section="leadForm"></div></section>' +
        '<section data-section="faq"></section>',
    )
    const elements = blockElements(doc, ['hero', 'contactForm', 'faq'])
    expect(elements.map((element) => element?.dataset.section)).toEqual(['hero', 'contactForm', 'faq'])
    expect(blockIndexOf(elements, doc.querySelector('p')!)).toBe(0)
    expect(blockIndexOf(elements, doc.querySelector('[data-section=leadForm]')!)).toBe(1)
    expect(blockIndexOf(elements, doc.querySelector('nav')!)).toBe(-1)
  })

  it('skips a block that renders nothing instead of shifting the ones after it', () => {
    const doc = page('<section data-section="newsArticle"></section><section data-section="faq"></section>')
    const elements = blockElements(doc, ['newsArticle', 'relatedNews', 'faq'])
    expect(elements.map((element) => element?.dataset.section)).toEqual(['newsArticle', undefined, 'faq'])
  })
})

describe('blockLabel', () => {
  it('names page › block (from 1) › type', () => {
    expect(blockLabel('about', 1, 'featureGrid')).toBe('about › block 2 › featureGrid')
  })
})
