import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { pageDataScript } from '../../../router/pageData'
import { htmlFileOf, keepInPlace, reusePages } from './reusePages'

let work: string
let previous: string
let client: string
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'reuse-'))
  previous = join(work, 'previous')
  client = join(work, 'client')
})
afterEach(() => rm(work, { recursive: true, force: true }))

async function put(root: string, file: string, text: string) {
  await mkdir(dirname(join(root, file)), { recursive: true })
  await writeFile(join(root, file), text)
}

/** A finished page: its data moved into files under /assets/data/ (as the export leaves it). */
const finished = (name: string) =>
  `<html><body>${name}${pageDataScript({
    site: '/assets/data/site.1.json',
    route: null,
    page: `/assets/data/page.${name}.json`,
    messages: '/assets/data/messages.1.json',
  })}</body></html>`

describe('reusePages', () => {
  it('names the HTML file Vike writes for a URL', () => {
    expect(['/', '/pt-br', '/pt-br/404', '/_gallery/pt-br'].map(htmlFileOf)).toEqual([
      'index.html',
      'pt-br/index.html',
      'pt-br/404/index.html',
      '_gallery/pt-br/index.html',
    ])
  })

  it('copies the finished pages it is given and the data files they name, nothing else', async () => {
    await put(previous, 'pt-br/index.html', finished('home'))
    await put(previous, 'pt-br/sobre/index.html', finished('about'))
    await put(previous, 'en-us/index.html', finished('en'))
    for (const name of ['site.1', 'page.home', 'page.about', 'page.en', 'messages.1'])
      await put(previous, `assets/data/${name}.json`, `{"${name}":1}`)
    await put(client, 'en-us/index.html', 'rendered anew')

    await reusePages(previous, client, ['/pt-br', '/pt-br/sobre'])
    expect(await readFile(join(client, 'pt-br', 'sobre', 'index.html'), 'utf8')).toBe(finished('about'))
    expect(await readFile(join(client, 'en-us', 'index.html'), 'utf8')).toBe('rendered anew')
    expect((await readdir(join(client, 'assets', 'data'))).sort()).toEqual([
      'messages.1.json',
      'page.about.json',
      'page.home.json',
      'site.1.json',
    ])
    expect(await readFile(join(client, 'assets', 'data', 'page.home.json'), 'utf8')).toBe('{"page.home":1}')
  })

  it('moves each file with its .br and .gz twins, takes the data files from the export’s record, names all', async () => {
    await put(previous, 'pt-br/index.html', finished('home'))
    await put(previous, 'pt-br/index.html.br', 'br')
    await put(previous, 'pt-br/index.html.gz', 'gz')
    await put(previous, 'pt-br/sobre/index.html', 'a page the record describes')
    for (const name of ['site.1', 'page.home', 'page.about', 'messages.1'])
      await put(previous, `assets/data/${name}.json`, `{"${name}":1}`)
    await put(previous, 'assets/data/site.1.json.br', 'br')
    await put(previous, 'assets/data/site.1.json.gz', 'gz')
    const record = {
      'pt-br/sobre/index.html': {
        styles: [],
        scripts: [],
        data: ['assets/data/site.1.json', 'assets/data/page.about.json'],
      },
    }

    const moved = await reusePages(previous, client, ['/pt-br', '/pt-br/sobre'], record)
    expect(moved.sort()).toEqual([
      'assets/data/messages.1.json',
      'assets/data/page.about.json',
      'assets/data/page.home.json',
      'assets/data/site.1.json',
      'assets/data/site.1.json.br',
      'assets/data/site.1.json.gz',
      'pt-br/index.html',
      'pt-br/index.html.br',
      'pt-br/index.html.gz',
      'pt-br/sobre/index.html',
    ])
    expect(await readFile(join(client, 'pt-br', 'index.html.br'), 'utf8')).toBe('br')
    expect(await readdir(join(previous, 'assets', 'data'))).toEqual([])
  })
})

/** Every file under `root`, relative to it, sorted. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort()
}

describe('keepInPlace (the bundles kept: the client folder stays)', () => {
  it('sets aside the pages not kept, with their twins and the data files only they name, and names what stays', async () => {
    await put(client, 'pt-br/index.html', finished('home'))
    await put(client, 'pt-br/index.html.br', 'br')
    await put(client, 'pt-br/index.html.gz', 'gz')
    await put(client, 'pt-br/sobre/index.html', finished('about'))
    await put(client, 'pt-br/sobre/index.html.br', 'br')
    await put(client, 'pt-br/velha/index.html', finished('gone'))
    await put(client, 'assets/entries/app.js', 'js')
    await put(client, 'assets/entries/app.js.br', 'br')
    await put(client, 'assets/entries/app.js.gz', 'gz')
    for (const name of ['site.1', 'page.home', 'page.about', 'page.gone', 'messages.1'])
      await put(client, `assets/data/${name}.json`, `{"${name}":1}`)
    const aside = join(work, 'aside')

    const kept = await keepInPlace(client, aside, {
      previous: ['/pt-br', '/pt-br/sobre', '/pt-br/velha'],
      kept: ['/pt-br'],
      bundle: ['assets/entries/app.js'],
      // The about page from its record; the gone one read from its HTML.
      record: {
        pages: {
          'pt-br/sobre/index.html': {
            styles: [],
            scripts: [],
            data: ['assets/data/site.1.json', 'assets/data/page.about.json'],
          },
        },
        twins: { 'pt-br/index.html': 'k1', 'assets/entries/app.js': 'k2' },
      },
    })
    expect(kept.sort()).toEqual([
      'assets/data/messages.1.json',
      'assets/data/page.home.json',
      'assets/data/site.1.json',
      'assets/entries/app.js',
      'assets/entries/app.js.br',
      'assets/entries/app.js.gz',
      'pt-br/index.html',
      'pt-br/index.html.br',
      'pt-br/index.html.gz',
    ])
    expect(await filesUnder(client)).toEqual(kept.sort())
    expect(await filesUnder(aside)).toEqual([
      'assets/data/page.about.json',
      'assets/data/page.gone.json',
      'pt-br/sobre/index.html',
      'pt-br/sobre/index.html.br',
      'pt-br/velha/index.html',
    ])
    // No empty folder is left where a page was: a clean build has none.
    expect((await readdir(join(client, 'pt-br'))).sort()).toEqual(['index.html', 'index.html.br', 'index.html.gz'])
  })
})
