import { readFile, rm, writeFile } from 'node:fs/promises'
import { get } from 'node:http'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toDocument } from '../../src/testing/render'
import { projectCopy, startDev, type DevServer } from './devServerProcess'

/**
 * The warnings and errors among the dev server's lines (Vite's, Vike's, React's), but npm's echo of the command and
 * Vike's note that a hook took over 4 s: a matter of the machine's load, not of the site.
 */
function warningsIn(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => /warning|error|\(!\)|invalid/i.test(line) && !/^> |is slow: it's taking more than/.test(line))
}

/**
 * A GET on a connection of its own: reading the gallery's large page can take a loaded machine more than the dev
 * server's keep-alive time (5 s), and `fetch` would then send the next request on the socket the server is closing.
 */
function freshGet(url: string): Promise<{ status: number; contentType: string | undefined }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode!, contentType: response.headers['content-type'] }))
    }).on('error', reject)
  })
}

/** The text of a page the dev server renders, and its `<title>`. */
async function open(url: string) {
  const response = await fetch(url)
  const document = toDocument(await response.text())
  return { document, title: document.querySelector('title')?.textContent }
}

describe('npm run dev', { timeout: 240_000 }, () => {
  let root: string
  let about: string
  let dev: DevServer

  beforeAll(async () => {
    root = await projectCopy()
    about = await readFile(join(root, 'pages/about.ts'), 'utf8')
    await writeFile(join(root, 'pages/about.ts'), about.replace("type: 'featureGrid'", "type: 'featureGird'"))
    dev = await startDev(root)
  }, 240_000)

  afterAll(async () => {
    await dev?.stop()
    await rm(root, { recursive: true, force: true })
  })

  const line =
    'about › sections[1] (featureGird): unknown block type "featureGird" (did you mean "featureGrid"?); the types are listed in sections/index.ts'

  // The first page waits for the checks of what it needs only (app/devConfigProblems.ts); the whole site is
  // checked once it is sent, so a mistake in another page is told from the next answer on.
  it('checks the whole site once its first page is sent: a mistake in another page shows from the next answer', async () => {
    expect((await open(`${dev.url}/pt-br/contato`)).title).toBe('Contato | Nuvora')
    await expect.poll(() => dev.output(), { timeout: 30_000 }).toContain(line)
    // What the open tab asks for once it runs (src/tools/devPreview/client/followEdits.ts shows it in Vite's overlay).
    const preview = (await (await fetch(`${dev.url}/__preview/page?path=/pt-br/contato`)).json()) as {
      problem?: { message: string }
    }
    expect(preview.problem?.message).toContain(line)
    expect((await open(`${dev.url}/pt-br/contato`)).title).toBe("The site's config has 1 problem(s)")
  })

  it('shows what check:config prints for a config mistake, on the page and in the terminal', async () => {
    const { document, title } = await open(`${dev.url}/pt-br/quem-somos`)
    expect(title).toBe("The site's config has 1 problem(s)")
    expect(document.querySelector('pre')?.textContent).toBe(`✗ the site's config has 1 problem(s):\n${line}`)
    expect(dev.output()).toContain(line)
    // Nothing of the site runs on it: no root to hydrate (app/site/+client.ts).
    expect(document.getElementById('root')).toBeNull()
  })

  it('renders the page once the mistake is fixed, printing no warning', async () => {
    await writeFile(join(root, 'pages/about.ts'), about)
    await expect
      .poll(async () => (await open(`${dev.url}/pt-br/quem-somos`)).title, { timeout: 60_000 })
      .toBe('Quem somos | Nuvora')
    expect((await open(`${dev.url}/pt-br`)).document.querySelector('h1')).not.toBeNull()
    expect(warningsIn(dev.output())).toEqual([])
  })

  // The first page loads no section's fixtures: the gallery loads them, and plans their images then (serverSite).
  it('shows the section gallery with its fixtures’ images, made once the gallery asks for them', async () => {
    const gallery = await fetch(`${dev.url}/_gallery/pt-br`)
    expect(gallery.status).toBe(200)
    const document = toDocument(await gallery.text())
    const sources = [...document.querySelectorAll('img')].map((image) => image.getAttribute('src') ?? '')
    const media = sources.filter((src) => src.startsWith('/assets/media/'))
    expect(media.length).toBeGreaterThan(10)
    for (const src of media.slice(0, 3)) {
      const image = await freshGet(`${dev.url}${src}`)
      expect(image.status, src).toBe(200)
      expect(image.contentType, src).toMatch(/^image\//)
    }
  })

  it('answers a path without a page with the not-found page and 404, as the built site does', async () => {
    const missing = await fetch(`${dev.url}/pt-br/nao-existe`)
    expect(missing.status).toBe(404)
    const document = toDocument(await missing.text())
    expect(document.querySelector('h1')?.textContent).toBe('Página não encontrada')
    expect((await fetch(`${dev.url}/en-us/contato`)).status).toBe(200)
    // A trailing slash is the same page.
    expect((await fetch(`${dev.url}/pt-br/contato/`)).status).toBe(200)
  })
})
