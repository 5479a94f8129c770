// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { Outline } from './Outline'

/** The class list of the outline drawn over an element whose box starts at `top`. */
async function classesOf(top: number, selected: boolean): Promise<string[]> {
  const element = document.createElement('section')
  element.getBoundingClientRect = () => ({ top, left: 0, width: 100, height: 50 }) as DOMRect
  const host = document.body.appendChild(document.createElement('div'))
  await act(async () => createRoot(host).render(<Outline element={element} label="hero" selected={selected} />))
  return [...host.querySelector('div')!.classList]
}

describe('Outline', () => {
  afterEach(() => document.body.replaceChildren())

  it('names each state with its own class, which the studio styles target (regression: "outlineselectedlow")', async () => {
    expect(await classesOf(200, false)).toEqual(['outline'])
    expect(await classesOf(200, true)).toEqual(['outline', 'selected'])
    expect(await classesOf(10, true)).toEqual(['outline', 'selected', 'low'])
  })
})
