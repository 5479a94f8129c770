import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage'

/** What a translation must keep from its source: placeholders, their kinds and counts, choice keys and tags. */
export interface MessageShape {
  /** `price`, `count:plural`, `n:number` — one item per occurrence outside choice branches. */
  arguments: string[]
  /** The keys of each `select` (`gender:select{female,male,other}`); plurals only need `other`. */
  choices: string[]
  /** `<0>`, `</0>`, `<1/>` — the rich-text tags Lingui numbers. */
  tags: string[]
}

const CHOICE_TYPES = new Set(['plural', 'selectordinal', 'select'])

/** The shape of an ICU message; throws with the parser's message on a syntax error. */
export function messageShape(message: string): MessageShape {
  const shape: MessageShape = { arguments: [], choices: [], tags: tagsOf(message) }
  collect(compileMessageOrThrow(message), shape, true)
  shape.arguments.sort()
  shape.choices.sort()
  return shape
}

function collect(tokens: CompiledMessage, shape: MessageShape, counted: boolean): void {
  for (const token of tokens) {
    if (typeof token === 'string') continue
    const [name, type, format] = token
    const argument = type ? `${name}:${type}` : name
    if (counted || !shape.arguments.includes(argument)) shape.arguments.push(argument)
    if (!type || !CHOICE_TYPES.has(type) || typeof format !== 'object' || format === null) continue
    const branches = Object.entries(format).filter(([key]) => key !== 'offset')
    if (type === 'select') shape.choices.push(`${name}:select{${branches.map(([key]) => key).sort()}}`)
    else if (!branches.some(([key]) => key === 'other')) shape.choices.push(`${name}:${type} without "other"`)
    for (const [, branch] of branches) collect(branch as CompiledMessage, shape, false)
  }
}

/** `<0>`, `</0>`, `<0/>`: a single left-to-right scan (no backtracking). */
function tagsOf(message: string): string[] {
  const tags: string[] = []
  let at = message.indexOf('<')
  while (at !== -1) {
    let end = at + 1
    if (message[end] === '/') end += 1
    const digits = end
    while (end < message.length && message[end]! >= '0' && message[end]! <= '9') end += 1
    if (end > digits && message[end] === '/' && message[end + 1] === '>') tags.push(message.slice(at, end + 2))
    else if (end > digits && message[end] === '>') tags.push(message.slice(at, end + 1))
    at = message.indexOf('<', at + 1)
  }
  return tags.sort()
}

/**
 * How a translation breaks its source's shape, in words (empty when it keeps it): a syntax error, a placeholder
 * renamed, added or dropped, a `select` with other keys, a plural without `other`, a tag lost.
 */
export function shapeMismatches(source: string, translation: string): string[] {
  let expected: MessageShape
  let actual: MessageShape
  try {
    expected = messageShape(source)
  } catch {
    return []
  }
  try {
    actual = messageShape(translation)
  } catch (error) {
    return [`ICU syntax error: ${(error as Error).message.split('\n')[0]}`]
  }
  const problems: string[] = []
  const differ = (what: string, want: string[], got: string[]) => {
    if (want.join('\n') === got.join('\n')) return
    const missing = want.filter((item) => !got.includes(item))
    const extra = got.filter((item) => !want.includes(item))
    problems.push(
      `${what}: expected ${list(want)}, found ${list(got)}` +
        (missing.length || extra.length ? ` (missing ${list(missing)}; unexpected ${list(extra)})` : ''),
    )
  }
  differ('placeholders', expected.arguments.map(brace), actual.arguments.map(brace))
  differ('plural/select structure', expected.choices, actual.choices)
  differ('tags', expected.tags, actual.tags)
  return problems
}

const brace = (argument: string) => `{${argument.replace(':', ', ')}}`
const list = (items: string[]) => (items.length ? items.join(' ') : 'none')
