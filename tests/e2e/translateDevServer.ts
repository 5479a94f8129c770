import { freePort } from '../integration/serverProcess'
import { startNpm, type DevServer } from '../integration/devServerProcess'

/** `npm run translate -- --locale <locale>` in `root` on a free port, once it prints the address to open. */
export async function startTranslate(root: string, locale: string): Promise<DevServer> {
  const port = await freePort()
  return startNpm(
    root,
    ['run', 'translate', '--', '--locale', locale, '--port', String(port)],
    {},
    (output) => /In-context translation of \S+: open (\S+)/.exec(output)?.[1],
  )
}
