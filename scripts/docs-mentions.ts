import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'

/** A command a text shows as `npm run <script> -- <args>` (or `npm start`, `npm test`). */
export interface NpmExample {
  /** The package.json script it runs. */
  script: string
  /** What follows `--`, split at spaces (quotes removed); empty when there is no `--`. */
  args: string[]
  /** The command as written, for messages. */
  text: string
}

/** Where a shell command's arguments end in prose or a code block: end of code span or line, a comment, a pipe… */
const ARGS_END = /`|\n| #|>|\||&|;|\)/

/** Every `npm run <script> [-- <args>]`, `npm start` and `npm test` in a text, in order. */
export function npmExamples(text: string): NpmExample[] {
  const examples: NpmExample[] = []
  for (const match of text.matchAll(/\bnpm (?:run (?:--silent )?([\w:.-]+)|(start|test)\b)/g)) {
    const script = (match[1] ?? match[2])!
    const after = text.slice(match.index + match[0].length)
    const rest = after.startsWith(' -- ') ? after.slice(4) : ''
    const end = rest.search(ARGS_END)
    const argsText = (end === -1 ? rest : rest.slice(0, end)).trim()
    const args = argsText === '' ? [] : argsText.split(/\s+/).map((arg) => arg.replace(/^(['"])(.*)\1$/, '$2'))
    examples.push({ script, args, text: args.length > 0 ? `${match[0]} -- ${argsText}` : match[0] })
  }
  return examples
}

/** A path a text mentions, relative to the project root; `<id>`, `{slug}` and `*` stand for any name. */
export interface PathMention {
  path: string
  /** The line it is on, counted from 1. */
  line: number
}

/**
 * Every mention of a project path in a text: a word starting with one of `roots` and a slash (`src/i18n/`,
 * `pages/<id>.ts`), and the relative target of each Markdown link, resolved from `file`'s folder.
 */
export function pathMentions(text: string, roots: readonly string[], file: string): PathMention[] {
  const lineAt = (index: number) => text.slice(0, index).split('\n').length
  const mentions: PathMention[] = []
  const word = new RegExp(`(?<![\\w./@:-])(?:${roots.map(escapeRegExp).join('|')})/[\\w./+<>{}*-]*`, 'g')
  for (const match of text.matchAll(word))
    mentions.push({ path: match[0].replace(/[.,]+$/, ''), line: lineAt(match.index) })
  if (file.endsWith('.md'))
    for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1]!.split('#')[0]!
      if (target === '' || /^[a-z]+:/i.test(target) || target.startsWith('/')) continue
      mentions.push({ path: normalize(join(dirname(file), target)), line: lineAt(match.index) })
    }
  return mentions
}

/** The comments of a source file (`/* … *\/`, `/** … *\/` and `// …`), each with the text before it blanked. */
export function commentsOf(source: string): string {
  const comments = source.matchAll(/\/\*[\s\S]*?\*\/|(?<![:\w'"`/])\/\/.*$/gm)
  // Keep line numbers: everything that is no comment becomes blank lines.
  let kept = ''
  let at = 0
  for (const match of comments) {
    kept += source.slice(at, match.index).replace(/[^\n]/g, '') + match[0]
    at = match.index + match[0].length
  }
  return kept + source.slice(at).replace(/[^\n]/g, '')
}

/** Whether a mentioned path is there: the file or folder itself, or for a pattern, at least one of `files`. */
export function mentionExists(path: string, files: readonly string[], root: string): boolean {
  if (!/[<{*]/.test(path)) return existsSync(join(root, path))
  const pattern = new RegExp(
    `^${path
      .split(/(<[^>/]*>|\{[^}/]*\}|\*)/)
      .map((part, index) => (index % 2 === 1 ? '[^/]+' : escapeRegExp(part)))
      .join('')}${path.endsWith('/') ? '' : '$'}`,
  )
  return files.some((file) => pattern.test(file))
}

/** The project's files as git sees them (tracked or new, not ignored), and the top-level folders holding them. */
export function projectFiles(root: string): { files: string[]; roots: string[] } {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
  const files = listed.split('\n').filter((file) => file !== '' && existsSync(join(root, file)))
  const roots = [...new Set(files.filter((file) => /^[^.][^/]*\//.test(file)).map((file) => file.split('/')[0]!))]
  return { files, roots }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
