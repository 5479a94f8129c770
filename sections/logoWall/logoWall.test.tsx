import { describe, expect, it } from 'vitest'
import { renderElement } from '../../src/engine/testing'
import { fixtures } from './fixtures'
import { LogoWall } from './LogoWall'

describe('logoWall', () => {
  it('shows all 18 partner logos, each with its brand name as alt text, loaded lazily', async () => {
    const document = await renderElement(<LogoWall {...fixtures.eighteenPartners!} />)
    const images = [...document.querySelectorAll('img')]
    expect(images).toHaveLength(18)
    for (const img of images) {
      expect(img.getAttribute('alt')?.trim()).not.toBe('')
      expect(img.getAttribute('loading')).toBe('lazy')
    }
    expect(new Set(images.map((img) => img.getAttribute('alt'))).size).toBe(18)
  })
})
