import { describe, expect, it } from 'vitest'
import { expandPages } from './expandPages'
import type { PagesConfig } from './pages'

const entry = (slug: string, title: string) => ({ slug, title })

/** A collection page as a page module declares it: one page per entry, its meta and blocks made from the entry. */
function articles(entries: Array<ReturnType<typeof entry>>): PagesConfig[number] {
  return {
    id: 'article',
    path: '/noticias/:slug',
    layout: 'default',
    collection: { name: 'news', schema: {}, entries },
    meta: (item: { title: string }) => ({ title: { id: item.title, message: item.title } }),
    sections: (item: { title: string }) => [{ type: 'text', props: { title: item.title } }],
  } as unknown as PagesConfig[number]
}

describe('expandPages', () => {
  it('makes one page per entry, the same objects again for the same page and entries (the dev server re-expands after each save)', () => {
    const first = entry('a', 'A')
    const second = entry('b', 'B')
    const declared = articles([first, second])
    const once = expandPages([declared])
    expect(once.map((page) => [page.id, page.path])).toEqual([
      ['article/a', '/noticias/a'],
      ['article/b', '/noticias/b'],
    ])
    const again = expandPages([declared])
    expect(again[0]).toBe(once[0])
    expect(again[1]).toBe(once[1])
  })

  it('an edited entry (a new object from its module) or an edited page declaration is expanded anew', () => {
    const first = entry('a', 'A')
    const second = entry('b', 'B')
    const declared = articles([first, second])
    const before = expandPages([declared])
    const edited = entry('a', 'A, edited')
    const after = expandPages([articles([edited, second])])
    expect(after[0]).not.toBe(before[0])
    expect(after[0]!.sections[0]!.props).toEqual({ title: 'A, edited' })
    // Another declaration of the page (its module evaluated again) makes its own pages, even for an unchanged entry.
    expect(after[1]).not.toBe(before[1])
    expect(after[1]).toEqual(before[1])
  })
})
