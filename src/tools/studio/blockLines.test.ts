import { describe, expect, it } from 'vitest'
import { declaredPages } from './blockLines'

describe('declaredPages', () => {
  it('places each block of a written-out list at the line and column of its object', () => {
    const text = [
      "import { msg } from '@lingui/core/macro'",
      '',
      'export const aboutPage: PageConfig = {',
      "  id: 'about',",
      "  path: '/quem-somos',",
      '  sections: [',
      '    {',
      "      type: 'hero',",
      '      props: { title: msg`Oi` },',
      '    },',
      '    // a comment between blocks',
      "    { type: 'stats', props: { id: 'x' } },",
      '',
      '        {   "type": "faq", props: {} }',
      '  ],',
      '}',
    ].join('\n')
    expect(declaredPages('pages/about.ts', text)).toEqual([
      {
        id: 'about',
        sections: { line: 6, column: 3 },
        blocks: [
          { line: 7, column: 5 },
          { line: 12, column: 5 },
          { line: 14, column: 9 },
        ],
      },
    ])
  })

  it("reads a collection page's blocks from the list its function returns, with either body", () => {
    const text = `export const a = { id: "news-article", sections: (entry) => [{ type: 'newsArticle' },
      { type: 'relatedNews' }] }
export function b() {
  return {
    id: 'service',
    sections: function (page) {
      const x = 1
      return [
        { type: 'hero' },
      ] satisfies Block[]
    },
  }
}`
    expect(declaredPages('pages/x.ts', text)).toEqual([
      {
        id: 'news-article',
        sections: { line: 1, column: 40 },
        blocks: [
          { line: 1, column: 62 },
          { line: 2, column: 7 },
        ],
      },
      { id: 'service', sections: { line: 6, column: 5 }, blocks: [{ line: 9, column: 9 }] },
    ])
  })

  it('stops at a spread, whose blocks the file does not write out', () => {
    const text = "const p = { id: 'home', sections: [{ type: 'hero' }, ...shared, { type: 'faq' }] }"
    expect(declaredPages('pages/home.ts', text)[0]!.blocks).toEqual([{ line: 1, column: 36 }])
  })

  it('ignores objects that are not pages: no string id, or no block list', () => {
    const text = "const a = { id: 'x', props: {} }; const b = { id: name, sections: [] }; const c = { sections: [] }"
    expect(declaredPages('pages/a.ts', text)).toEqual([])
  })
})
