import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { siteContent } from '../content/site'
import { expandPages } from '../src/config/expandPages'

const USAGE = 'Usage: npm run new:page -- <id> </path>   e.g. npm run new:page -- ofertas /ofertas'
const CLOSING = '] satisfies PagesConfig'

/**
 * `npm run new:page -- <id> </path>`: writes a page skeleton (hero + call to action) to `pages/<id>.ts` and lists
 * it last in pages.config.ts, ready to edit. Refuses an id or path that already exists and changes nothing on error.
 */
export default async function newPage([id, path]: string[]): Promise<number> {
  if (!id || !path || !/^[a-z][a-z0-9-]*$/.test(id) || !/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(path)) {
    console.error(USAGE)
    return 2
  }
  const clash = expandPages(siteContent.pages).find((page) => page.id === id || page.path === path)
  if (clash || existsSync(`pages/${id}.ts`)) {
    console.error(
      `✗ ${clash ? `page "${clash.id}" already uses ${clash.id === id ? `the id "${id}"` : `the path "${path}"`}` : `pages/${id}.ts exists`}`,
    )
    return 1
  }
  const config = await readFile('pages.config.ts', 'utf8')
  const at = config.lastIndexOf(CLOSING)
  if (at === -1) {
    console.error(`✗ pages.config.ts no longer ends with "${CLOSING}"; add the page by hand`)
    return 1
  }
  const name = `${id.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())}Page`
  await writeFile(`pages/${id}.ts`, skeleton(name, id, path))
  const withEntry = `${config.slice(0, at)}  ${name},\n${config.slice(at)}`
  await writeFile('pages.config.ts', `import { ${name} } from './pages/${id}'\n${withEntry}`)
  console.log(
    `✓ added page "${id}" at ${path} in pages/${id}.ts. Edit its blocks there, then run npm run i18n:extract and translate.`,
  )
  return 0
}

function skeleton(name: string, id: string, path: string): string {
  return `import { msg } from '@lingui/core/macro'
import type { PageConfig } from '../src/config/pages'

export const ${name}: PageConfig = {
  id: '${id}',
  path: '${path}',
  layout: 'default',
  meta: { title: msg\`Título da página\`, description: msg\`Descrição para buscadores, com cerca de 150 caracteres.\` },
  sections: [
    { type: 'hero', props: { title: msg\`Título principal\`, actions: [{ label: msg\`Fale conosco\`, href: '/contato' }] } },
    {
      type: 'nextLevel',
      props: { title: msg\`Leve o seu negócio para o próximo nível\`, actions: [{ label: msg\`Fale conosco\`, href: '/contato' }] },
    },
  ],
}
`
}
