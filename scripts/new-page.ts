import { readFile, writeFile } from 'node:fs/promises'
import { pages } from '../pages.config'

const USAGE = 'Usage: npm run new:page -- <id> </path>   e.g. npm run new:page -- ofertas /ofertas'
const CLOSING = '] satisfies PagesConfig'

/**
 * `npm run new:page -- <id> </path>`: appends a page skeleton (hero + call to action) to pages.config.ts,
 * ready to edit. Refuses an id or path that already exists, and leaves the file untouched on any error.
 */
export default async function newPage([id, path]: string[]): Promise<number> {
  if (!id || !path || !/^[a-z][a-zA-Z0-9-]*$/.test(id) || !/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(path)) {
    console.error(USAGE)
    return 2
  }
  const clash = pages.find((page) => page.id === id || page.path === path)
  if (clash) {
    console.error(`✗ page "${clash.id}" already uses ${clash.id === id ? `the id "${id}"` : `the path "${path}"`}`)
    return 1
  }
  const source = await readFile('pages.config.ts', 'utf8')
  const at = source.lastIndexOf(CLOSING)
  if (at === -1) {
    console.error(`✗ pages.config.ts no longer ends with "${CLOSING}"; add the page by hand`)
    return 1
  }
  const skeleton = `  {
    id: '${id}',
    path: '${path}',
    layout: 'default',
    meta: { title: msg\`Título da página\`, description: msg\`Descrição para buscadores, com cerca de 150 caracteres.\` },
    sections: [
      { type: 'hero', props: { title: msg\`Título principal\`, actions: [{ label: msg\`Fale conosco\`, href: '/contato' }] } },
      { type: 'nextLevel', props: { title: msg\`Leve o seu negócio para o próximo nível\`, actions: [{ label: msg\`Fale conosco\`, href: '/contato' }] } },
    ],
  },
`
  await writeFile('pages.config.ts', source.slice(0, at) + skeleton + source.slice(at))
  console.log(
    `✓ added page "${id}" at ${path}. Edit its blocks in pages.config.ts, then run npm run i18n:extract and translate.`,
  )
  return 0
}
