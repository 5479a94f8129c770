import { describe, expect, it } from 'vitest'
import type { Block } from '../config/registry'
import { blockKeys } from './Blocks'

const block = (type: string, id?: string) => ({ type, props: {}, ...(id ? { id } : {}) }) as unknown as Block

describe('blockKeys', () => {
  it('keys a block by its id, else by its type and how many of that type come before it', () => {
    expect(blockKeys([block('hero'), block('faq'), block('faq'), block('leadForm', 'form')])).toEqual([
      'hero#0',
      'faq#0',
      'faq#1',
      '#form',
    ])
  })

  it('leaves the keys of the blocks below alone when a block of another type is added above them', () => {
    const before = blockKeys([block('hero'), block('contactForm')])
    const after = blockKeys([block('hero'), block('stats'), block('contactForm')])
    expect(after[2]).toBe(before[1])
  })
})
