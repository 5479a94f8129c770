import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { request, type IncomingHttpHeaders } from 'node:http'
import { connect } from 'node:net'
import { networkInterfaces } from 'node:os'
import { join } from 'node:path'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectCopy, startNpm, type DevServer } from './devServerProcess'
import { freePort } from './serverProcess'

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

/**
 * One request as written, through `node:http` (fetch would normalize `..` in the path and refuse some headers), to
 * the dev server on the loopback address.
 */
function send(
  port: number,
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: 'localhost', port, path, method, headers }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }))
    })
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

/** Whether something accepts a TCP connection at `host:port` (within a second). */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 1000 })
    const done = (open: boolean) => {
      socket.destroy()
      resolve(open)
    }
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
    socket.once('timeout', () => done(false))
  })
}

/** This machine's addresses other than loopback (a container's, a LAN's). */
const outsideAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && !address.internal && address.family === 'IPv4')
    .map((address) => address!.address)

const LEAD = '{"email":"visitor@example.com","secret":"lead-marker-4f2a"}\n'
const TITLE_SOURCE = 'Tecnologia sob medida para o seu negócio crescer'

/**
 * The dev tools answer their own pages only (docs/developers.md, "Who the dev server answers"): `npm run translate`
 * (the dev server with the studio and the PO endpoint) started once, asked as another local site would.
 */
describe('the dev server trusts only its own pages', { timeout: 240_000 }, () => {
  let root: string
  let dev: DevServer
  let port: number
  let own: string
  let editorLog: string
  const po = () => readFile(join(root, 'locales/en-us/messages.po'), 'utf8')
  const evil = { Origin: 'http://localhost:5555', 'Sec-Fetch-Site': 'same-site' }
  const same = () => ({ Origin: own, 'Sec-Fetch-Site': 'same-origin' })
  const save = (headers: Record<string, string>) =>
    send(port, '/__translate/entries', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ id: generateMessageId(TITLE_SOURCE), translation: 'Pwned by another site' }),
    })

  beforeAll(async () => {
    root = await projectCopy()
    await mkdir(join(root, 'data'), { recursive: true })
    await writeFile(join(root, 'data/leads.jsonl'), LEAD)
    editorLog = join(root, 'editor.log')
    const editor = join(root, 'record-editor.sh')
    await writeFile(editor, `#!/bin/sh\nprintf '%s\\n' "$@" >> '${editorLog}'\n`)
    await chmod(editor, 0o755)
    port = await freePort()
    own = `http://localhost:${port}`
    dev = await startNpm(
      root,
      ['run', 'translate', '--', '--locale', 'en-us', '--port', String(port)],
      { LAUNCH_EDITOR: editor },
      (output) => /In-context translation of \S+: open (\S+)/.exec(output)?.[1],
    )
  }, 240_000)

  afterAll(async () => {
    await dev?.stop()
    if (root) await rm(root, { recursive: true, force: true })
  })

  it('refuses a save posted by another origin with 403, and leaves the PO file alone', async () => {
    const before = await po()
    expect((await save(evil)).status).toBe(403)
    expect((await save({ Origin: 'null' })).status).toBe(403)
    expect((await save({ 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
    // A write needs a browser's word that its page is the server's own: curl's bare POST is refused too.
    expect((await save({})).status).toBe(403)
    expect(await po()).toBe(before)
  })

  it('gives no CORS grant to another origin', async () => {
    const preflight = await send(port, '/__translate/entries', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5555',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
    const read = await send(port, '/__translate/entries', { headers: { Origin: 'http://localhost:5555' } })
    expect(read.headers['access-control-allow-origin']).toBeUndefined()
    expect(read.status).toBe(403)
  })

  it("refuses the studio's endpoints to another origin, and answers its own page", async () => {
    expect((await send(port, '/__studio/page?path=/pt-br', { method: 'POST', headers: evil })).status).toBe(403)
    expect((await send(port, '/__studio/page?path=/pt-br', { headers: evil })).status).toBe(403)
    expect((await send(port, '/__studio/pseudo/pt-br', { headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(
      403,
    )
    const answer = await send(port, '/__studio/page?path=/pt-br/quem-somos', {
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toMatchObject({ pageId: 'about' })
  })

  it('opens only content files in the editor, and only for its own pages', async () => {
    const open = (file: string, headers: Record<string, string>) =>
      send(port, `/__open-in-editor?file=${encodeURIComponent(file)}`, { headers })
    expect((await open('../../etc/passwd', same())).status).toBe(403)
    expect((await open('/etc/passwd', same())).status).toBe(403)
    expect((await open('data/leads.jsonl', same())).status).toBe(403)
    expect((await open('package.json', same())).status).toBe(403)
    expect((await open('node_modules/vite/package.json:1:1', same())).status).toBe(403)
    expect((await open('pages/about.ts:1:1', evil)).status).toBe(403)
    expect((await open('pages/about.ts:1:1', {})).status).toBe(403)
    expect((await open('pages/about.ts:3:1', same())).status).toBe(200)
    await expect.poll(() => readFile(editorLog, 'utf8').catch(() => '')).toBe(`${join(root, 'pages/about.ts')}\n3\n1\n`)
  })

  it('never serves data/ or a lead store', async () => {
    for (const path of [
      '/data/leads.jsonl',
      `/@fs${root}/data/leads.jsonl`,
      '/data/leads.jsonl?raw',
      '/data/leads.jsonl?import',
      `/@fs${root}/data/leads.jsonl?raw`,
      '/%64ata/leads.jsonl',
      '/pt-br/../data/leads.jsonl',
      '//data/leads.jsonl',
    ]) {
      const answer = await send(port, path, { headers: same() })
      expect(answer.body, path).not.toContain('lead-marker-4f2a')
      expect(answer.status, path).toBe(403)
    }
  })

  it('saves a translation its own page posts (the overlay)', async () => {
    expect((await save(same())).status).toBe(200)
    expect(await po()).toContain('msgstr "Pwned by another site"')
  })

  it('listens on the loopback address only', async () => {
    expect(await accepts('127.0.0.1', port)).toBe(true)
    for (const address of outsideAddresses()) expect(await accepts(address, port), address).toBe(false)
    // Vike lists a network address only when it listens on one.
    expect(dev.output()).toMatch(/Local: +http:\/\/localhost:/)
    expect(dev.output()).not.toMatch(/Network: +http/)
  })
})
