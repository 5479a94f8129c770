import { cp, mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startServer, tinySite } from './serverProcess'

/** The inline hashes the Content-Security-Policy of an answer allows. */
const allowedHashes = (response: Response) =>
  response.headers.get('content-security-policy')?.match(/'sha256-[^']+'/g) ?? []

/** The status and body of a GET whose path is sent exactly as written (fetch would resolve `%2E%2E` first). */
const rawGet = (url: string, path: string) =>
  new Promise<{ status: number; body: string }>((done, fail) => {
    const { hostname, port } = new URL(url)
    request({ hostname, port, path }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => done({ status: response.statusCode ?? 0, body }))
    })
      .on('error', fail)
      .end()
  })

/** The status and body of a GET. */
const get = async (url: string) => {
  const response = await fetch(url)
  return { status: response.status, body: await response.text() }
}

describe('a rebuild under a running server', () => {
  it('serves the files and pages written after the start, and still nothing outside the site folder', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'rebuild-'))
    const site = join(folder, 'site')
    await cp(await tinySite(), site, { recursive: true })
    await writeFile(join(folder, 'secret.txt'), 'not part of the site')
    const server = await startServer({ SITE_ROOT: site, LEADS_FILE: join(folder, 'leads.jsonl') })
    try {
      await writeFile(join(site, 'new-logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
      await mkdir(join(site, 'pt-br', 'novidade'), { recursive: true })
      await writeFile(join(site, 'pt-br', 'novidade', 'index.html'), '<html>novidade</html>')
      await mkdir(join(site, 'pt-br', 'estilo'), { recursive: true })
      await writeFile(join(site, 'pt-br', 'estilo', 'index.html'), '<html><style>p{color:red}</style></html>')
      await symlink(join(folder, 'secret.txt'), join(site, 'link.txt'))
      await writeFile(join(site, 'new-logo.svg.gz'), 'a twin, for servers only')

      expect(await get(`${server.url}/new-logo.svg`)).toEqual({
        status: 200,
        body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      })
      expect(await get(`${server.url}/pt-br/novidade`)).toEqual({ status: 200, body: '<html>novidade</html>' })
      const before = allowedHashes(await fetch(server.url))
      expect(allowedHashes(await fetch(`${server.url}/pt-br/estilo`))).toEqual([...before, expect.any(String)])
      for (const outside of ['/link.txt', '/new-logo.svg.gz']) {
        expect(await get(`${server.url}${outside}`), outside).toEqual({ status: 404, body: '<html>404</html>' })
      }
      // A dot segment, even encoded, is refused before any file is looked up (400, as nginx answers it).
      for (const outside of ['/..%2Fsecret.txt', '/%2E%2E/secret.txt']) {
        const answer = await rawGet(server.url, outside)
        expect(answer.status, outside).toBe(400)
        expect(answer.body, outside).not.toContain('not part of the site')
      }
    } finally {
      await server.stop()
    }
  })
})
