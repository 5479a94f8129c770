import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { hasPageData, parsePageData } from '../../router/pageData'

/** How many pages are copied at once. */
const AT_ONCE = 8

/** The HTML file Vike prerenders `url` to, relative to the client folder (`/pt-br` → `pt-br/index.html`). */
export function htmlFileOf(url: string): string {
  return url === '/' ? 'index.html' : `${url.slice(1)}/index.html`
}

/**
 * Copies the finished pages of `urls` (their HTML as the export left it, and the page data files it names under
 * `/assets/data/`) from the previous build's client folder into the new one, instead of rendering them again. The
 * export then leaves them as they are: its rewrites change nothing in a finished page.
 */
export async function reusePages(previous: string, client: string, urls: readonly string[]): Promise<void> {
  const copied = new Set<string>()
  const copy = async (file: string) => {
    if (copied.has(file)) return
    copied.add(file)
    await mkdir(dirname(join(client, file)), { recursive: true })
    await copyFile(join(previous, file), join(client, file))
  }
  let next = 0
  const worker = async () => {
    while (next < urls.length) {
      const file = htmlFileOf(urls[next++]!)
      const html = await readFile(join(previous, file), 'utf8')
      await mkdir(dirname(join(client, file)), { recursive: true })
      await writeFile(join(client, file), html)
      if (!hasPageData(html)) continue
      const { site, page, messages } = parsePageData(html)
      for (const data of [site, page, messages]) if (typeof data === 'string') await copy(data.slice(1))
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, worker))
}
