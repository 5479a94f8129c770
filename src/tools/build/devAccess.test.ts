import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { isFileLoadingAllowed, resolveConfig } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  devFsDeny,
  devHost,
  editorFileRefusal,
  exposureWarning,
  isLoopbackHost,
  leadStoreFile,
  privatePathRefusal,
  VITE_FS_DENY,
} from './devAccess'

describe('devHost', () => {
  it('keeps the dev servers on this machine unless DEV_HOST asks for more', () => {
    expect(devHost({})).toBe('localhost')
    expect(devHost({ DEV_HOST: '' })).toBe('localhost')
    // Vike's container and CI defaults are no request: only DEV_HOST is.
    expect(devHost({ CI: 'true' })).toBe('localhost')
    expect(devHost({ DEV_HOST: '0.0.0.0' })).toBe('0.0.0.0')
    expect(devHost({ DEV_HOST: 'true' })).toBe(true)
    expect(devHost({ DEV_HOST: ' 192.168.0.2 ' })).toBe('192.168.0.2')
  })

  it('tells loopback hosts from the others, and the others get a warning', () => {
    for (const host of ['localhost', '127.0.0.1', '127.0.1.1', '::1', '[::1]', undefined])
      expect(isLoopbackHost(host), String(host)).toBe(true)
    for (const host of ['0.0.0.0', '::', true, '192.168.0.2', 'example.com'])
      expect(isLoopbackHost(host), String(host)).toBe(false)
    expect(exposureWarning(true)).toMatch(/^⚠ The dev server listens on every network address \(DEV_HOST or --host\)/)
    expect(exposureWarning('192.168.0.2')).toContain('listens on 192.168.0.2')
  })

  it('is what Vike leaves alone in a container: an explicit server.host', async () => {
    const config = await resolveConfig(
      { configFile: false, root: tmpdir(), server: { host: devHost({}) }, logLevel: 'silent' },
      'serve',
    )
    expect(config.server.host).toBe('localhost')
  })
})

describe('devFsDeny', () => {
  const root = '/srv/site'

  it("keeps Vite's own list, which setting the option replaces", async () => {
    const defaults = await resolveConfig({ configFile: false, root: tmpdir(), logLevel: 'silent' }, 'serve')
    expect(VITE_FS_DENY).toEqual(defaults.server.fs.deny)
    expect(devFsDeny(root, {})).toEqual(expect.arrayContaining([...VITE_FS_DENY]))
  })

  it('denies data/, every .jsonl file and the lead store wherever LEADS_FILE puts it, as Vite reads the list', async () => {
    const config = await resolveConfig(
      {
        configFile: false,
        root,
        logLevel: 'silent',
        server: { fs: { allow: ['/'], deny: devFsDeny(root, { LEADS_FILE: '/var/leads/store' }) } },
      },
      'serve',
    )
    for (const file of [
      '/srv/site/data/leads.jsonl',
      '/srv/site/data/leads.jsonl.rewrite.tmp',
      '/srv/site/data/anything.txt',
      '/srv/site/public/leads.jsonl',
      '/var/leads/store',
      '/var/leads/store.lock',
      '/srv/site/.env',
    ])
      expect(isFileLoadingAllowed(config, file), file).toBe(false)
    for (const file of ['/srv/site/app/server.ts', '/srv/site/pages/about.ts', '/srv/site/src/data.ts'])
      expect(isFileLoadingAllowed(config, file), file).toBe(true)
  })

  it('finds the lead store as the server does: LEADS_FILE, else data/leads.jsonl', () => {
    expect(leadStoreFile(root, {})).toBe('/srv/site/data/leads.jsonl')
    expect(leadStoreFile(root, { LEADS_FILE: 'var/x.db' })).toBe('/srv/site/var/x.db')
  })
})

describe('privatePathRefusal', () => {
  const root = '/srv/site'
  const store = '/var/leads/store'

  it('refuses data/, JSONL files and the lead store however the URL names them', () => {
    for (const url of [
      '/data/leads.jsonl',
      '/data/leads.jsonl?raw',
      '/data/leads.jsonl?import',
      '/data/leads.jsonl?url',
      '/data/',
      '/data',
      '/DATA/leads.jsonl',
      '/%64ata/leads.jsonl',
      '/pt-br/../data/leads.jsonl',
      '/pt-br/%2e%2e/data/x',
      '//data/leads.jsonl',
      '/./data/leads.jsonl',
      '\\data\\leads.jsonl',
      '/@fs/srv/site/data/leads.jsonl',
      '/@fs/srv/site/data/leads.jsonl?raw',
      '/@fs//srv/site/data/leads.jsonl',
      '/@id//srv/site/data/leads.jsonl?import',
      '/srv/site/data/leads.jsonl',
      '/public/other.jsonl',
      '/@fs/tmp/backup.JSONL',
      '/@fs/var/leads/store',
      '/@fs/var/leads/store.rewrite.tmp',
      '/%ZZ',
      '/data%00/x',
    ])
      expect(privatePathRefusal(url, root, store), url).toBeDefined()
  })

  it('passes the site, its sources and dependencies', () => {
    for (const url of [
      '/',
      '/pt-br/quem-somos',
      '/app/site/+client.ts',
      '/@fs/srv/site/node_modules/.vite/deps/react.js?v=1',
      '/@id/virtual:vike',
      '/src/data.ts',
      '/dados/x',
      '/pt-br/metadata',
      '/__studio/page?path=/data/leads.jsonl',
    ])
      expect(privatePathRefusal(url, root, store), url).toBeUndefined()
  })
})

describe('editorFileRefusal', () => {
  let root: string
  let outside: string
  beforeAll(async () => {
    root = await realpath(await mkdtemp(join(tmpdir(), 'editor-root-')))
    outside = await realpath(await mkdtemp(join(tmpdir(), 'editor-outside-')))
    for (const folder of ['pages', 'content', 'sections/hero', 'layouts', 'locales/en-us', 'data', 'node_modules/x'])
      await mkdir(join(root, folder), { recursive: true })
    for (const file of [
      'pages/about.ts',
      'pages.config.ts',
      'content/settings.ts',
      'sections/hero/Hero.tsx',
      'layouts/index.ts',
      'locales/en-us/messages.po',
      'data/leads.jsonl',
      'node_modules/x/index.js',
      'package.json',
      'vite.config.ts',
    ])
      await writeFile(join(root, file), '')
    await writeFile(join(outside, 'secret'), '')
    await symlink(join(outside, 'secret'), join(root, 'pages/link.ts'))
    await symlink(join(root, 'data'), join(root, 'content/data'))
  })
  afterAll(async () => {
    await rm(root, { recursive: true, force: true })
    await rm(outside, { recursive: true, force: true })
  })

  it('opens the files pages and their content are written in, as the studio names them', () => {
    for (const file of [
      'pages/about.ts:12:5',
      'pages/about.ts',
      'pages.config.ts:3',
      'content/settings.ts:1:1',
      'sections/hero/Hero.tsx',
      'layouts/index.ts',
      'locales/en-us/messages.po',
    ])
      expect(editorFileRefusal(file, root, root), file).toBeUndefined()
    expect(editorFileRefusal(join(root, 'pages/about.ts:2:1'), root, root)).toBeUndefined()
    expect(editorFileRefusal(pathToFileURL(join(root, 'pages/about.ts')).href, root, root)).toBeUndefined()
  })

  it('refuses anything else: ../, absolute paths elsewhere, node_modules, data/, a link out, a missing file', () => {
    const refusals = {
      '../../etc/passwd': /etc\/passwd is not under pages, pages.config.ts, content, sections, layouts, locales/,
      '/etc/passwd': /not under/,
      'pages/../package.json': /package.json is not under/,
      'vite.config.ts:1:1': /not under/,
      'node_modules/x/index.js': /not under/,
      'data/leads.jsonl': /not under/,
      'content/data/leads.jsonl': /not under/,
      'pages/link.ts': /not under/,
      'pages/missing.ts': /does not exist/,
      // Nothing is said of a file elsewhere, not even whether it exists.
      '../../no-such-folder/secret.ts': /no-such-folder\/secret.ts is not under/,
      [`${root}/../no-such-file`]: /no-such-file is not under/,
      'file:///etc/passwd': /not under/,
      'pages\u0000/about.ts': /NUL/,
      '': /no file/,
    }
    for (const [file, reason] of Object.entries(refusals))
      expect(editorFileRefusal(file, root, root), file).toMatch(reason)
    expect(editorFileRefusal(null, root, root)).toMatch(/no file/)
    expect(editorFileRefusal(join(outside, 'secret'), root, root)).toMatch(/not under/)
    // Relative to where the dev server runs, as launch-editor reads it.
    expect(editorFileRefusal('../pages/about.ts', root, join(root, 'pages'))).toBeUndefined()
  })
})
