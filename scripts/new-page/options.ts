import { closest } from '../../src/config/closest'

export const USAGE =
  'Usage: npm run new:page -- --id <page id> --path </path> [--from <page id>]\n' +
  '  e.g. npm run new:page -- --id black-friday --path /black-friday --from ecommerce'

const NAMES = ['id', 'path', 'from'] as const
type OptionName = (typeof NAMES)[number]

/** The command line of `new:page`, option by option. */
export type NewPageOptions = Partial<Record<OptionName, string>>

/** `--id x`, `--id=x`, in any order; every mistake gets its own line, none stops the others being found. */
export function parseOptions(args: readonly string[]): { options: NewPageOptions; errors: string[] } {
  const options: NewPageOptions = {}
  const errors: string[] = []
  for (let at = 0; at < args.length; at++) {
    const arg = args[at]!
    if (!arg.startsWith('--')) {
      errors.push(`unexpected "${arg}": name each argument (${NAMES.map((known) => `--${known}`).join(', ')})`)
      continue
    }
    const equals = arg.indexOf('=')
    const name = arg.slice(2, equals === -1 ? undefined : equals)
    if (!isOptionName(name)) {
      if (equals === -1 && args[at + 1] !== undefined && !args[at + 1]!.startsWith('--')) at += 1
      const guess = closest(name, [...NAMES])
      errors.push(
        `unknown option "--${name}"${guess ? ` (did you mean "--${guess}"?)` : ''}; the options are ${NAMES.map((known) => `--${known}`).join(', ')}`,
      )
      continue
    }
    const value = equals === -1 ? args[at + 1] : arg.slice(equals + 1)
    if (value === undefined || value === '' || (equals === -1 && value.startsWith('--'))) {
      errors.push(`--${name} needs a value`)
      continue
    }
    if (equals === -1) at += 1
    if (options[name] !== undefined) errors.push(`--${name} is given twice`)
    options[name] = value
  }
  return { options, errors }
}

function isOptionName(name: string): name is OptionName {
  return (NAMES as readonly string[]).includes(name)
}
