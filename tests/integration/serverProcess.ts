import { spawn, type ChildProcess } from 'node:child_process'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A free loopback port. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** A minimal prerendered site, enough for the production server to start. */
export async function tinySite(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'site-'))
  for (const locale of ['pt-br', 'en-us', 'es-es']) {
    await mkdir(join(root, locale, '404'), { recursive: true })
    await writeFile(join(root, locale, '404', 'index.html'), '<html>404</html>')
  }
  await writeFile(join(root, 'index.html'), '<html>home</html>')
  return root
}

export interface RunningServer {
  url: string
  process: ChildProcess
  output: string[]
  stop: (signal?: NodeJS.Signals) => Promise<void>
}

/**
 * Starts the real production server (`app/server.ts`) on loopback and waits until it listens: on `env.PORT` when
 * it names one, else on a free port.
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'app/server.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LEADS_RATE_PER_MINUTE: '100000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL') // a server that hangs at start must not outlive the test
      reject(new Error(`server did not start:\n${output.join('')}`))
    }, 15_000)
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString())
      if (chunk.toString().includes('"listening"')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${output.join('')}`)))
  })
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    output,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill(signal)
      }),
  }
}

export const validBodies = {
  contact: {
    name: 'Ana Souza',
    phone: '+55 11 91234-5678',
    company: 'Acme',
    role: 'CTO',
    email: 'ana@acme.example',
    message: 'Quero um orçamento.',
    origin: 'https://www.nuvora.example/en-us/contato',
  },
  lead: {
    name: 'Bruno Lima',
    phone: '(11) 91234-5678',
    email: 'bruno@acme.example',
    state: 'SP',
    // The lead form asks for a Brazilian state in every locale (content/forms.ts: fieldsLocale).
    origin: 'https://www.nuvora.example/pt-br/fabrica-de-software',
  },
  ecommerce: {
    name: 'Carla Dias',
    phone: '(21) 99876-5432',
    email: 'carla@loja.example',
    faturamento: 'comecando',
    nicho: 'Moda',
    origin: 'https://www.nuvora.example/es-es/servicos/e-commerce',
  },
}

export function postLead(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${url}/api/mail/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}
