import { expect, test } from './fixtures'

/** The width and height a PNG's IHDR chunk declares (bytes 16–23, big-endian). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR')
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

const pages = [
  { kind: 'home pt-br', url: '/pt-br' },
  { kind: 'home en-us', url: '/en-us' },
  { kind: 'service', url: '/en-us/servicos/e-commerce' },
  { kind: 'news article', url: '/pt-br/noticias/superando-barreiras-camila-duarte' },
  { kind: 'contact', url: '/es-es/contato' },
]

test('every page kind shares its own 1200×630 PNG card, its title in the page language', async ({ request }) => {
  const cards = new Map<string, Buffer>()
  for (const { kind, url } of pages) {
    const html = await (await request.get(url)).text()
    const meta = (property: string) =>
      new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1]
    const image = meta('og:image')!
    expect(image, kind).toMatch(/^https:\/\/www\.nuvora\.example\/og\/.+\.png$/)
    expect([meta('og:image:width'), meta('og:image:height'), meta('og:image:type')], kind).toEqual([
      '1200',
      '630',
      'image/png',
    ])
    // The alt text is the title the card shows: the page's <title>, without the brand it appends.
    const title = /<title>([^<]*)<\/title>/.exec(html)![1]!
    expect([title, title.replace(/ \| Nuvora$/, '')], kind).toContain(meta('og:image:alt'))
    expect(meta('twitter:card'), kind).toBe('summary_large_image')
    expect(meta('twitter:image'), kind).toBe(image)

    const answer = await request.get(new URL(image).pathname)
    expect([answer.status(), answer.headers()['content-type']], kind).toEqual([200, 'image/png'])
    expect(answer.headers()['cache-control'], kind).not.toContain('immutable')
    const png = await answer.body()
    expect(pngSize(png), kind).toEqual({ width: 1200, height: 630 })
    expect(png[25], `${kind}: a palette PNG`).toBe(3)
    expect(png.length, kind).toBeLessThanOrEqual(80 * 1024)
    cards.set(kind, png)
  }
  expect(cards.get('home pt-br')!.equals(cards.get('home en-us')!)).toBe(false)
})

test('the alt text is in the page language', async ({ request }) => {
  const altOf = async (url: string) =>
    /<meta property="og:image:alt" content="([^"]*)"/.exec(await (await request.get(url)).text())?.[1]
  const [pt, en, es] = await Promise.all(['/pt-br/contato', '/en-us/contato', '/es-es/contato'].map(altOf))
  expect(new Set([pt, en, es]).size).toBe(3)
})
