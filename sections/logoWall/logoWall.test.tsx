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

  it('is painted in its tone (light by default), its logos turned so they read on it', async () => {
    const light = await renderElement(<LogoWall {...fixtures.eighteenPartners!} />)
    expect(light.querySelector('section')?.getAttribute('data-surface')).toBe('light')
    expect(light.querySelector('img')?.className).toContain('grayscale')
    const inverse = await renderElement(<LogoWall {...fixtures.eighteenPartners!} tone="inverse" />)
    expect(inverse.querySelector('section')?.getAttribute('data-surface')).toBe('inverse')
    expect(inverse.querySelector('img')?.className).toContain('invert')
  })
})
