import { describe, expect, it } from 'vitest'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  pageMessageIds,
  pageMessagePicker,
  readPageMessageIds,
  writePageMessageIds,
  type MessagePlace,
} from './pageMessages'

const on = (pageId: string | null, path: string | null = '/'): MessagePlace => ({ pageId, path })

describe('pageMessagePicker', () => {
  const places = new Map<string, MessagePlace[]>([
    ['hero', [on('home')]],
    ['form', [on('contact'), on('ecommerce')]],
    ['banner', [on(null)]],
    ['notFound', [on(null, '/pagina-inexistente')]],
    ['mail', [on(null, null)]],
    // A word drawn inside the home page's hero art: in the picture's file, never in the page's data.
    ['art', [{ ...on('home'), inPicture: true }]],
  ])
  const catalog = {
    hero: 'Olá',
    form: 'Nome',
    banner: 'Cookies',
    notFound: '404',
    mail: 'Novo lead',
    menu: 'Menu',
    art: 'Faturamento',
  }
  const pick = pageMessagePicker(pageMessageIds(places, ['menu']))

  it("ships a page's own messages and the chrome's, not other pages', the team e-mail's nor its pictures' words", () => {
    expect(pick('home', catalog)).toEqual({ hero: 'Olá', banner: 'Cookies', notFound: '404', menu: 'Menu' })
    expect(pick('ecommerce', catalog)).toEqual({ form: 'Nome', banner: 'Cookies', notFound: '404', menu: 'Menu' })
  })

  it('ships the chrome alone on the not-found page and on a page that shows nothing of its own', () => {
    const chrome = { banner: 'Cookies', notFound: '404', menu: 'Menu' }
    expect(pick(null, catalog)).toEqual(chrome)
    expect(pick('privacy', catalog)).toEqual(chrome)
  })

  it('survives the trip through the file the gate writes and the prerender reads', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'page-messages-'))
    await writePageMessageIds(dist, pageMessageIds(places, ['menu']))
    const read = pageMessagePicker(readPageMessageIds(dist))
    expect(read('contact', catalog)).toEqual(pick('contact', catalog))
  })

  it('says which command writes the file when it is missing', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'page-messages-'))
    expect(() => readPageMessageIds(dist)).toThrow(/page-messages\.json is missing.*npm run build/)
  })
})
