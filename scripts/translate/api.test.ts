import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { translationApi } from './api'

const PO = `msgid ""\nmsgstr ""\n"Language: en-us\\n"\n\n#. Used in: home › hero.title\n#. Max length: 20 characters\nmsgid "Olá {name}"\nmsgstr ""\n`
const id = generateMessageId('Olá {name}')

describe('the in-context endpoint', () => {
  let dir: string
  let server: Server
  let url: string
  const saved: string[] = []
  const post = (body: string, type = 'application/json') =>
    fetch(url, { method: 'POST', headers: { 'Content-Type': type }, body }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { error?: string; entry?: { translation: string } },
    }))

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'in-context-api-'))
    await mkdir(join(dir, 'en-us'))
    await writeFile(join(dir, 'en-us', 'messages.po'), PO)
    const api = translationApi(
      'en-us',
      () => dir,
      (file) => saved.push(file),
      async () => new Map([[id, { field: 'home › sections[0] (hero) › title', maxLength: 12 }]]),
    )
    server = createServer((request, response) => api(request, response, () => response.writeHead(404).end()))
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready))
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`
  })
  afterAll(async () => {
    server.close()
    await rm(dir, { recursive: true, force: true })
  })

  it("lists the locale's entries with their notes", async () => {
    const { entries } = (await (await fetch(url)).json()) as { entries: Record<string, unknown> }
    expect(entries[id]).toMatchObject({ source: 'Olá {name}', usedIn: ['home › hero.title'], maxLength: 20 })
  })

  it('refuses what is not a JSON { id, translation }, an unknown id and broken placeholders, writing nothing', async () => {
    expect(await post('id=1', 'application/x-www-form-urlencoded')).toMatchObject({ status: 415 })
    expect(await post('{"id": 1}')).toMatchObject({ status: 400 })
    expect(await post('not json')).toMatchObject({ status: 400 })
    expect(await post(JSON.stringify({ id: 'zzz', translation: 'Hi' }))).toMatchObject({
      status: 422,
      body: { error: expect.stringContaining('no message "zzz"') },
    })
    expect(await post(JSON.stringify({ id, translation: 'Hi {nome}' }))).toMatchObject({
      status: 422,
      body: { error: expect.stringContaining('Keep every {placeholder}') },
    })
    // The config's limit (12) is tighter than the PO note's (20).
    expect(await post(JSON.stringify({ id, translation: 'Hello there {name}' }))).toMatchObject({
      status: 422,
      body: {
        error: expect.stringContaining(
          "en-us › home › sections[0] (hero) › title: the translation is 18 characters long, over this field's limit of 12",
        ),
      },
    })
    expect(await post(JSON.stringify({ id: 'constructor', translation: 'Hi' }))).toMatchObject({ status: 422 })
    expect(await readFile(join(dir, 'en-us', 'messages.po'), 'utf8')).toBe(PO)
    expect(saved).toEqual([])
  })

  it('saves a valid translation and says which file changed', async () => {
    expect(await post(JSON.stringify({ id, translation: 'Hi {name}' }))).toMatchObject({
      status: 200,
      body: { entry: { translation: 'Hi {name}' } },
    })
    expect(await readFile(join(dir, 'en-us', 'messages.po'), 'utf8')).toContain(
      'msgid "Olá {name}"\nmsgstr "Hi {name}"',
    )
    expect(saved).toEqual([join(dir, 'en-us', 'messages.po')])
  })
})
