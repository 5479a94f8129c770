import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { siteContent } from '../content/site'
import { headersFile, redirectsFile } from '../src/build/export/cdn'
import { nginxConf } from '../src/build/export/nginx'
import { precompress } from '../src/build/export/precompress'
import { prefixlessRedirects } from '../src/build/export/redirects'
import { sitemapXml } from '../src/build/export/sitemap'
import { buildSite } from '../src/router/buildSite'
import { SECURITY_HEADERS } from '../src/server/securityHeaders'

/**
 * Runs after `vike build` (`npm run build`): writes the sitemap, the static-hosting files (`dist/nginx/site.conf`,
 * `dist/client/_headers`, `dist/client/_redirects`) and the `.br`/`.gz` twin of every compressible file.
 */
export default async function exportStatic(): Promise<number> {
  const dist = resolve(process.env.DIST_DIR ?? 'dist')
  const client = join(dist, 'client')
  const { table } = buildSite(siteContent)
  const { settings } = siteContent
  const redirects = prefixlessRedirects(table.routes)
  await writeFile(join(client, 'sitemap.xml'), sitemapXml(table.routes, settings.origin))
  await writeFile(join(client, '_headers'), headersFile(SECURITY_HEADERS))
  await writeFile(
    join(client, '_redirects'),
    redirectsFile({
      hosts: settings.hosts,
      redirects,
      leadService: process.env.LEAD_SERVICE_ORIGIN ?? settings.origin,
    }),
  )
  await mkdir(join(dist, 'nginx'), { recursive: true })
  await writeFile(
    join(dist, 'nginx', 'site.conf'),
    nginxConf({
      root: process.env.NGINX_ROOT ?? client,
      listen: process.env.NGINX_LISTEN ?? '80',
      leadService: process.env.LEAD_SERVICE ?? '127.0.0.1:3000',
      headers: SECURITY_HEADERS,
      hosts: settings.hosts,
      redirects,
    }),
  )
  const compressed = await precompress(client)
  console.log(`✓ sitemap (${table.routes.length} routes), nginx and CDN files, ${compressed} files precompressed`)
  return 0
}
