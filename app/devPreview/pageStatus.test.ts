import { describe, expect, it } from 'vitest'
import { siteContent } from '../site'
import { sitePages } from '../../src/config/publication'
import { pageStatus } from './pageStatus'

const pages = sitePages(siteContent)
const page = (id: string) => pages.find((each) => each.id === id)!
const aiNewsItem = pages.find((each) => each.id.startsWith('ai-news-item/'))!

describe('pageStatus', () => {
  it('marks a page in a locale it is not published in as a draft', async () => {
    expect((await pageStatus(aiNewsItem, 'en-us')).draft).toBe(true)
  })

  it('says nothing of a published, translated page, nor of any page in the source locale', async () => {
    expect(await pageStatus(page('about'), 'es-es')).toEqual({ locale: 'es-es', draft: false, missing: 0 })
    expect(await pageStatus(aiNewsItem, 'pt-br')).toEqual({ locale: 'pt-br', draft: false, missing: 0 })
  })

  it('counts a message not extracted yet as missing', async () => {
    const edited = {
      ...page('about'),
      meta: { ...page('about').meta, title: { id: 'not-extracted', message: 'Novo' } },
    }
    expect((await pageStatus(edited, 'en-us')).missing).toBe(1)
  })
})
