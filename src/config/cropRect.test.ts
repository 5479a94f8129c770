import { describe, expect, it } from 'vitest'
import { cropRect } from './cropRect'

describe('cropping to a slot’s aspect around the focus', () => {
  it('keeps the whole picture when no aspect is asked, or it already has it', () => {
    expect(cropRect(2400, 1600)).toEqual({ left: 0, top: 0, width: 2400, height: 1600 })
    expect(cropRect(2400, 1600, 3 / 2, { x: 0, y: 0 })).toEqual({ left: 0, top: 0, width: 2400, height: 1600 })
  })

  it('centres the crop on the focus', () => {
    expect(cropRect(2400, 1200, 1, { x: 50, y: 50 })).toEqual({ left: 600, top: 0, width: 1200, height: 1200 })
    expect(cropRect(2400, 1200, 1, { x: 40, y: 50 })).toEqual({ left: 360, top: 0, width: 1200, height: 1200 })
    expect(cropRect(1200, 2400, 4 / 3, { x: 50, y: 30 })).toEqual({ left: 0, top: 270, width: 1200, height: 900 })
  })

  it('stays inside the picture when the focus is near an edge', () => {
    expect(cropRect(2400, 1200, 1, { x: 5, y: 50 })).toEqual({ left: 0, top: 0, width: 1200, height: 1200 })
    expect(cropRect(2400, 1200, 1, { x: 100, y: 50 })).toEqual({ left: 1200, top: 0, width: 1200, height: 1200 })
    expect(cropRect(1200, 2400, 1, { x: 50, y: 100 })).toEqual({ left: 0, top: 1200, width: 1200, height: 1200 })
  })
})
