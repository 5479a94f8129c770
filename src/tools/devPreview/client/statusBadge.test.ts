import { describe, expect, it } from 'vitest'
import { statusLines } from './statusBadge'

describe('statusLines', () => {
  it('says nothing of a page the build publishes as it is', () => {
    expect(statusLines({ locale: 'en-us', draft: false, missing: 0 })).toEqual([])
  })

  it('marks a draft and a translation in progress, naming the locale and counting what is missing', () => {
    expect(statusLines({ locale: 'es-es', draft: true, missing: 3 })).toEqual([
      'Draft — not published in es-es',
      'Translation in progress (3 missing)',
    ])
  })
})
