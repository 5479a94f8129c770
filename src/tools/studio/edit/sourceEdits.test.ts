import { describe, expect, it } from 'vitest'
import { EditRefusal, editPageSource, type FixtureProps } from './sourceEdits'
import { formattedLikeBefore } from './formatted'
import type { StudioEdit } from './editTypes'

const PAGE = `import type { PageConfig } from '../src/config/pages'
import { msg } from '@lingui/core/macro'
import { facts } from '../content/facts'

// The landing page.
export const landingPage: PageConfig = {
  id: 'landing',
  path: '/landing',
  sections: [
    {
      type: 'hero',
      props: {
        title: msg\`Old title\`, // keep this comment
        actions: [{ label: msg\`Go\`, href: '/contato' }],
      },
    },
    /* the numbers */
    { type: 'stats', props: { ...facts, tone: 'light' } },
    { type: 'richText', props: facts.policy },
    {
      type: 'nextLevel',
      props: {
        title:    msg\`Next\`,
        text: facts.text,
      },
    },
  ],
}
`

const fixtures: FixtureProps = (type, name) =>
  type === 'faq' && name === 'one'
    ? {
        title: { id: 'fx.faq', message: 'Perguntas' },
        items: [{ question: { id: 'q', message: 'Por quê?' }, answer: { id: 'a', message: 'Porque `sim` \\\\ ${x}' } }],
      }
    : undefined

const edit = (edit: StudioEdit, text = PAGE) => editPageSource(text, 'landing', edit, fixtures)

/** The lines of `after` that differ from `before`'s, as a line diff lists them (removed −, added +). */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n')
  const b = after.split('\n')
  let start = 0
  while (start < a.length && a[start] === b[start]) start++
  let end = 0
  while (end < a.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++
  return [
    ...a.slice(start, a.length - end).map((line) => `- ${line}`),
    ...b.slice(start, b.length - end).map((line) => `+ ${line}`),
  ]
}

describe('editPageSource', () => {
  it('sets a copy field as msg`…`, the rest of the file byte for byte (comments, odd spacing)', () => {
    const { text, wroteCopy } = edit({
      op: 'set',
      block: 0,
      path: ['title'],
      value: { kind: 'copy', text: 'New title' },
    })
    expect(changedLines(PAGE, text)).toEqual([
      '-         title: msg`Old title`, // keep this comment',
      '+         title: msg`New title`, // keep this comment',
    ])
    expect(wroteCopy).toBe(true)
  })

  it('escapes a backtick, a backslash and ${ in copy', () => {
    const { text } = edit({ op: 'set', block: 0, path: ['title'], value: { kind: 'copy', text: 'a `b` \\ ${c}' } })
    expect(text).toContain('title: msg`a \\`b\\` \\\\ \\${c}`, // keep this comment')
  })

  it('sets a nested field and a plain string, and adds a field the block leaves out', () => {
    const href = edit({ op: 'set', block: 0, path: ['actions', 0, 'href'], value: { kind: 'string', value: "/it's" } })
    expect(changedLines(PAGE, href.text)).toEqual([
      "-         actions: [{ label: msg`Go`, href: '/contato' }],",
      "+         actions: [{ label: msg`Go`, href: '/it\\'s' }],",
    ])
    expect(href.wroteCopy).toBe(false)
    const tone = edit({ op: 'set', block: 0, path: ['tone'], value: { kind: 'string', value: 'inverse' } })
    expect(tone.text).toContain("tone: 'inverse'")
    expect(changedLines(PAGE, tone.text)).toEqual(["+         tone: 'inverse',"])
  })

  it('removes a field on lines of its own with its trailing comment, leaving the next one and its comment', () => {
    const page = PAGE.replace(
      '        actions: [',
      "        tone: 'muted', // for now\n        // the buttons\n        actions: [",
    )
    const { text } = edit({ op: 'set', block: 0, path: ['tone'], value: { kind: 'unset' } }, page)
    expect(text).toBe(PAGE.replace('        actions: [', '        // the buttons\n        actions: ['))
  })

  it('leaves an optional field out on unset, and overrides a spread value after it', () => {
    const { text } = edit({ op: 'set', block: 1, path: ['tone'], value: { kind: 'unset' } })
    expect(text).toContain("{ type: 'stats', props: { ...facts } },")
    const overridden = edit({ op: 'set', block: 1, path: ['title'], value: { kind: 'copy', text: 'Números' } })
    expect(overridden.text).toContain('...facts')
    expect(overridden.text).toContain('title: msg`Números`')
  })

  it('refuses a value written by code, props made by code, and a block that is not there', () => {
    expect(() => edit({ op: 'set', block: 3, path: ['text'], value: { kind: 'copy', text: 'x' } })).toThrow(
      new EditRefusal(
        'landing › sections[3] (nextLevel) › text: the value is code (`facts.text`), not text: change it where it is written',
      ),
    )
    expect(() => edit({ op: 'set', block: 2, path: ['title'], value: { kind: 'copy', text: 'x' } })).toThrow(
      /sections\[2\] \(richText\) › title: the block's props are made by code/,
    )
    expect(() => edit({ op: 'remove', block: 4 })).toThrow(
      /landing › sections\[4\]: the page file does not write this block out/,
    )
  })

  it('moves a block up, keeping its comment with it and every block as written', () => {
    const { text } = edit({ op: 'move', block: 1, to: 0 })
    expect(text.indexOf("{ type: 'stats', props: { ...facts, tone: 'light' } }")).toBeLessThan(
      text.indexOf("type: 'hero'"),
    )
    expect(text).toContain('title:    msg`Next`')
    expect(text).toContain('title: msg`Old title`, // keep this comment')
    const back = edit({ op: 'move', block: 0, to: 1 }, text)
    expect(back.text.indexOf("type: 'hero'")).toBeLessThan(back.text.indexOf("type: 'stats'"))
  })

  it('duplicates a block as written, and removes one', () => {
    const { text } = edit({ op: 'duplicate', block: 3 })
    expect(text.split('title:    msg`Next`').length).toBe(3)
    const removed = edit({ op: 'remove', block: 2 })
    expect(changedLines(PAGE, removed.text)).toEqual(["-     { type: 'richText', props: facts.policy },"])
  })

  it('adds a block from a gallery fixture, copy written as msg`…` (ids left to the macro)', async () => {
    const { text, wroteCopy } = edit({ op: 'add', type: 'faq', fixture: 'one', at: 4 })
    expect(wroteCopy).toBe(true)
    expect(changedLines(PAGE, text)).toEqual([
      "+     { type: 'faq', props: { title: msg`Perguntas`, items: [{ question: msg`Por quê?`, answer: msg`Porque \\`sim\\` \\\\\\\\ \\${x}` }] } },",
    ])
    expect(() => edit({ op: 'add', type: 'faq', fixture: 'none' })).toThrow(/has no fixture none/)
  })

  it('imports msg once: added to the macro import, or as a new import, never twice', () => {
    const withoutMsg = PAGE.replace("import { msg } from '@lingui/core/macro'\n", '')
    const first = edit({ op: 'set', block: 0, path: ['title'], value: { kind: 'copy', text: 'A' } }, withoutMsg)
    expect(first.text.split("import { msg } from '@lingui/core/macro'").length).toBe(2)
    const second = edit({ op: 'set', block: 0, path: ['title'], value: { kind: 'copy', text: 'B' } }, first.text)
    expect(second.text.split('@lingui/core/macro').length).toBe(2)
    const withT = PAGE.replace("import { msg } from '@lingui/core/macro'", "import { t } from '@lingui/core/macro'")
    const joined = edit({ op: 'set', block: 0, path: ['title'], value: { kind: 'copy', text: 'C' } }, withT)
    expect(joined.text).toMatch(/import \{ t, msg \} from '@lingui\/core\/macro'/)
  })

  it('refuses a collection page, whose blocks a function makes', () => {
    const collection = `export const p = { id: 'landing', sections: (entry) => [{ type: 'hero', props: {} }] }\n`
    expect(() => edit({ op: 'remove', block: 0 }, collection)).toThrow(
      /made by code \(a function of each collection entry\)/,
    )
  })
})

describe('formattedLikeBefore', () => {
  const CLEAN = PAGE.replace('title:    msg', 'title: msg')

  it("lays a new block out with the project's Prettier settings when the file followed them", async () => {
    const { text } = edit({ op: 'add', type: 'faq', fixture: 'one', at: 4 }, CLEAN)
    const formatted = await formattedLikeBefore('pages/landing.ts', CLEAN, text)
    expect(changedLines(CLEAN, formatted)).toEqual([
      '+     {',
      "+       type: 'faq',",
      '+       props: { title: msg`Perguntas`, items: [{ question: msg`Por quê?`, answer: msg`Porque \\`sim\\` \\\\\\\\ \\${x}` }] },',
      '+     },',
    ])
  })

  it('leaves an edit as printed in a file Prettier would change anyway, so that no other line moves', async () => {
    const { text } = edit({ op: 'add', type: 'faq', fixture: 'one' })
    expect(await formattedLikeBefore('pages/landing.ts', PAGE, text)).toBe(text)
  })
})
