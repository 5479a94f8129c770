import { STARTER_COPY } from '../../src/config/starterCopy'

/** `black-friday` → `blackFridayPage`, the name `pages.config.ts` imports. */
export function pageVariable(id: string): string {
  return `${id.replace(/-([a-zA-Z0-9])/g, (_, letter: string) => letter.toUpperCase())}Page`
}

/** A text as the body of a `msg` template literal. */
function msgOf(text: string): string {
  return `msg\`${text.replaceAll('\\', '\\\\').replaceAll('`', '\\`').replaceAll('${', '\\${')}\``
}

/**
 * The starter page: a hero and a closing call to action, its texts the placeholders of `STARTER_COPY` (which
 * check:config refuses until they are replaced). New copy is untranslated, so the page starts in pt-br only.
 */
export function starterSource(id: string, path: string): string {
  const contact = `[{ label: msg\`Fale conosco\`, href: '/contato' }]`
  return `import { msg } from '@lingui/core/macro'
import type { PageConfig } from '../src/config/pages'

export const ${pageVariable(id)}: PageConfig = {
  id: '${id}',
  path: '${path}',
  layout: 'default',
  // Published in Portuguese only until its texts are translated; then add 'en-us' and 'es-es' (or drop the line).
  locales: ['pt-br'],
  meta: {
    title: ${msgOf(STARTER_COPY.title)},
    description: ${msgOf(STARTER_COPY.description)},
  },
  sections: [
    {
      type: 'hero',
      props: {
        title: ${msgOf(STARTER_COPY.heroTitle)},
        subtitle: ${msgOf(STARTER_COPY.heroSubtitle)},
        actions: ${contact},
      },
    },
    { type: 'nextLevel', props: { title: ${msgOf(STARTER_COPY.closingTitle)}, actions: ${contact} } },
  ],
}
`
}

/**
 * A copy of another page's file under a new id and path: the first `export const`, `id:` and `path:` of the page
 * object are replaced, everything else (blocks, messages, `locales`) is kept. Undefined when the file does not
 * have that shape.
 */
export function copiedSource(source: string, id: string, path: string): string | undefined {
  const exportAt = source.indexOf('export const ')
  const nameEnd = source.indexOf(':', exportAt)
  if (exportAt === -1 || nameEnd === -1) return undefined
  const renamed = `${source.slice(0, exportAt)}export const ${pageVariable(id)}${source.slice(nameEnd)}`
  return replaceLine(replaceLine(renamed, '  id: ', `'${id}'`), '  path: ', `'${path}'`)
}

/** Replaces the value of the first line starting with `start` (`  id: 'home',` → `  id: 'offers',`). */
function replaceLine(source: string | undefined, start: string, value: string): string | undefined {
  const at = source?.indexOf(`\n${start}`) ?? -1
  if (!source || at === -1) return undefined
  const end = source.indexOf('\n', at + 1)
  return `${source.slice(0, at + 1)}${start}${value},${source.slice(end)}`
}
