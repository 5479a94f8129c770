/**
 * The runnable steps of a guide (docs/marketers.md, docs/translators.md), which
 * tests/integration/docs-walkthrough.test.ts runs in order in a copy of the project. A step is a fenced block whose
 * info string says `walkthrough` after its language:
 *
 * - ` ```sh walkthrough `: each line (but `#` comments) is a shell command run in the project folder; it must succeed.
 * - ` ```sh walkthrough server `: one long-running command (`npm run dev`); it runs, on a free port instead of the
 *   one written, until the next server step or the end of the guide.
 * - ` ```text walkthrough open `: each line an address on the server (`http://localhost:3000/pt-br/x`) that must answer.
 * - ` ```diff walkthrough <file> `: a change to `<file>`: `+` lines are added, `-` lines removed, the others show
 *   where (compared without their indentation); with no `-` or other lines, the `+` lines are added at the end. An
 *   empty line separates changes at several places of the file.
 */
export type WalkthroughStep =
  | { kind: 'run'; commands: string[]; line: number }
  | { kind: 'server'; command: string; line: number }
  | { kind: 'open'; urls: string[]; line: number }
  | { kind: 'edit'; file: string; diff: string[]; line: number }

/** The `walkthrough` blocks of a Markdown text, in order. */
export function walkthroughSteps(markdown: string): WalkthroughStep[] {
  const steps: WalkthroughStep[] = []
  for (const match of markdown.matchAll(/^ *```(\w+) walkthrough(?: +(\S+))? *\n([\s\S]*?)^ *```$/gm)) {
    const [, language, tag, body] = match as unknown as [string, string, string | undefined, string]
    const line = markdown.slice(0, match.index).split('\n').length
    const lines = body.split('\n').slice(0, -1)
    const commands = lines.map((text) => text.replace(/(^|\s)#.*$/, '').trim()).filter((text) => text !== '')
    if (language === 'diff' && tag) steps.push({ kind: 'edit', file: tag, diff: dedent(lines), line })
    else if (language === 'sh' && tag === 'server' && commands.length === 1)
      steps.push({ kind: 'server', command: commands[0]!, line })
    else if (language === 'sh' && tag === undefined) steps.push({ kind: 'run', commands, line })
    else if (language === 'text' && tag === 'open') steps.push({ kind: 'open', urls: commands, line })
    else throw new Error(`line ${line}: "${language} walkthrough ${tag ?? ''}" is no kind of walkthrough step`)
  }
  return steps
}

/** The lines of a block indented under a list item, without that indentation. */
function dedent(lines: string[]): string[] {
  const indent = Math.min(...lines.filter((text) => text.trim() !== '').map((text) => /^ */.exec(text)![0].length))
  return lines.map((text) => text.slice(indent))
}

/** `source` with a `diff` step's changes made; an error says why one cannot be (its lines are not there, or twice). */
export function applyDiff(source: string, diff: string[]): string {
  const hunks = diff
    .join('\n')
    .split(/\n{2,}/)
    .map((hunk) => hunk.split('\n').filter((text) => text !== ''))
  return hunks.reduce(applyHunk, source)
}

function applyHunk(source: string, diff: string[]): string {
  const before = diff.filter((text) => !text.startsWith('+')).map((text) => text.slice(1))
  if (before.length === 0) return `${source.replace(/\n*$/, '\n')}${diff.map((text) => text.slice(1)).join('\n')}\n`
  const lines = source.split('\n')
  const same = (at: number) => before.every((text, index) => lines[at + index]?.trim() === text.trim())
  const found = lines.map((_, at) => at).filter(same)
  if (found.length !== 1)
    throw new Error(
      `the lines to change are ${found.length === 0 ? 'not in the file' : `there ${found.length} times`}:\n${before.join('\n')}`,
    )
  // Lines shown for where stay as the file has them (its indentation); removed ones go, added ones come in.
  let at = found[0]!
  const changed = diff.flatMap((text) => {
    if (text.startsWith('+')) return [text.slice(1)]
    const kept = text.startsWith('-') ? [] : [lines[at]!]
    at += 1
    return kept
  })
  lines.splice(found[0]!, before.length, ...changed)
  return lines.join('\n')
}

/**
 * The project paths the steps name (a file they change, a path in a command): made by the walkthrough if not in
 * the project yet, so the guides may mention them (the walkthrough test checks they exist once it ran).
 */
export function walkthroughPaths(steps: WalkthroughStep[]): string[] {
  return steps.flatMap((step) => {
    if (step.kind === 'edit') return [step.file]
    if (step.kind !== 'run') return []
    return step.commands.flatMap((command) => command.split(/\s+/).filter((word) => /^[\w-]+\/[\w./-]+$/.test(word)))
  })
}
