import { describe, expect, it } from 'vitest'
import { editRequestProblem } from './requestShape'

describe('editRequestProblem', () => {
  it('takes every edit the panel sends', () => {
    const edits = [
      { op: 'set', block: 0, path: ['title'], value: { kind: 'copy', text: 'Oi' } },
      { op: 'set', block: 1, path: ['actions', 0, 'href'], value: { kind: 'string', value: '/contato' } },
      { op: 'set', block: 1, path: ['tone'], value: { kind: 'unset' } },
      { op: 'add', type: 'faq', fixture: 'threeQuestions', at: 2 },
      { op: 'add', type: 'faq', fixture: 'threeQuestions' },
      { op: 'move', block: 2, to: 1 },
      { op: 'duplicate', block: 0 },
      { op: 'remove', block: 3 },
    ]
    for (const edit of edits) expect(editRequestProblem({ pageId: 'home', edit })).toBeUndefined()
  })

  it('refuses a value of an unknown kind instead of taking it for "leave the field out"', () => {
    const edit = { op: 'set', block: 0, path: ['title'], value: { kind: 'html', text: '<b>' } }
    expect(editRequestProblem({ pageId: 'home', edit })).toBe('set: a value of no kind the studio writes')
  })

  it('refuses a body that is no edit', () => {
    expect(editRequestProblem(null)).toBe('no page id')
    expect(editRequestProblem({ pageId: 'home', edit: { op: 'rename' } })).toBe(
      'an edit the studio does not make (rename)',
    )
    expect(editRequestProblem({ pageId: 'home', edit: { op: 'move', block: -1, to: 0 } })).toBe(
      'move: no block index or place',
    )
  })
})
