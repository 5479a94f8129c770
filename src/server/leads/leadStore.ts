import { mkdir, open, readFile, type FileHandle } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { FormKind } from '../../forms/schemas'

/** A lead as stored: what the visitor sent, when, and whether the honeypot caught it. */
export interface StoredLead {
  id: string
  receivedAt: string
  kind: FormKind
  /** Locale of the page it came from (`pt-br` when unknown). */
  locale: string
  /** True when the hidden honeypot field was filled: kept, but never mailed. */
  spam: boolean
  body: Record<string, string>
}

/** What happened to a lead's e-mail. */
export interface MailEvent {
  type: 'mail'
  id: string
  status: 'sent' | 'failed'
  at: string
  attempt: number
  error?: string
}

export type StoreEvent = { type: 'lead'; lead: StoredLead } | MailEvent

interface PendingWrite {
  line: string
  resolve: () => void
  reject: (error: unknown) => void
}

/**
 * The append-only lead store: one JSON event per line (a lead, or the outcome of mailing it). `append`
 * resolves only after the line is written and fsynced, so an acknowledged lead survives a crash. Concurrent
 * appends are written and synced together (group commit). On open, a torn last line left by a crash is
 * reported and fenced off, never silently dropped together with good lines.
 */
export class LeadStore {
  readonly events: StoreEvent[] = []
  private queue: PendingWrite[] = []
  private flushing = false

  private constructor(
    readonly path: string,
    private readonly handle: FileHandle,
  ) {}

  static async open(path: string, warn: (message: string) => void = console.warn): Promise<LeadStore> {
    await mkdir(dirname(path), { recursive: true })
    const content = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' ? '' : Promise.reject(error),
    )
    const handle = await open(path, 'a')
    const store = new LeadStore(path, handle)
    const lines = content.split('\n')
    const tail = lines.pop() ?? ''
    lines.forEach((line, index) => {
      if (!line.trim()) return
      try {
        store.events.push(JSON.parse(line) as StoreEvent)
      } catch {
        warn(`${path}:${index + 1}: unreadable line skipped (kept in the file)`)
      }
    })
    if (tail !== '') {
      warn(`${path}:${lines.length + 1}: incomplete last line from an interrupted write skipped (kept in the file)`)
      await handle.write('\n')
      await handle.datasync()
    }
    return store
  }

  /** Durably appends one event; resolves once it is on disk. */
  append(event: StoreEvent): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ line: JSON.stringify(event) + '\n', resolve, reject })
      void this.flush()
    }).then(() => {
      this.events.push(event)
    })
  }

  leads(): StoredLead[] {
    return this.events.flatMap((event) => (event.type === 'lead' ? [event.lead] : []))
  }

  async close(): Promise<void> {
    await this.handle.close()
  }

  private async flush(): Promise<void> {
    if (this.flushing) return
    this.flushing = true
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0)
        try {
          await this.handle.write(batch.map((write) => write.line).join(''))
          await this.handle.datasync()
          batch.forEach((write) => write.resolve())
        } catch (error) {
          batch.forEach((write) => write.reject(error))
        }
      }
    } finally {
      this.flushing = false
    }
  }
}
