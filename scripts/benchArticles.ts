import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Writes `count` articles as content/news/<slug>.ts and lists them after the real ones (older dates). */
export function generateArticles(root: string, count: number): void {
  const folder = join(root, 'content', 'news')
  const imports: string[] = []
  const entries: string[] = []
  for (let index = 1; index <= count; index++) {
    const slug = `artigo-gerado-${String(index).padStart(4, '0')}`
    const date = new Date(Date.UTC(2020, 0, 1) - index * 86_400_000).toISOString().slice(0, 10)
    const name = `generated${index}`
    writeFileSync(
      join(folder, `${slug}.ts`),
      [
        "import { msg } from '@lingui/core/macro'",
        "import type { NewsArticle } from '../models/news'",
        '',
        'export const article = {',
        `  slug: '${slug}',`,
        `  date: '${date}',`,
        `  title: msg\`Notícia gerada número ${index} para medir o site\`,`,
        `  desc: msg\`Resumo da notícia gerada ${index}: uma ou duas frases que aparecem também nos cartões.\`,`,
        '  content: [',
        ...[1, 2, 3].map(
          (paragraph) =>
            `    msg\`Parágrafo ${paragraph} da notícia gerada ${index}, com texto suficiente para parecer um artigo de verdade sobre software e inteligência artificial.\`,`,
        ),
        '  ],',
        `  image: { src: 'news/fintechs.jpg', alt: msg\`Ilustração da notícia gerada ${index}\` },`,
        `  originalLink: 'https://www.jornal.example/${slug}',`,
        '} satisfies NewsArticle',
        '',
      ].join('\n'),
    )
    imports.push(`import { article as ${name} } from './${slug}'`)
    entries.push(`    ${name},`)
  }
  const index = join(folder, 'index.ts')
  const source = readFileSync(index, 'utf8')
  const lastImport = source.lastIndexOf('\nimport ')
  const afterImports = source.indexOf('\n', lastImport + 1) + 1
  const listEnd = source.lastIndexOf('  ],')
  writeFileSync(
    index,
    source.slice(0, afterImports) +
      imports.join('\n') +
      '\n' +
      source.slice(afterImports, listEnd) +
      entries.join('\n') +
      '\n' +
      source.slice(listEnd),
  )
}
