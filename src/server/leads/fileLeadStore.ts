import { mkdir, open, readFile, rename, stat, type FileHandle } from 'node:fs/promises'
import { dirname } from 'node:path'
import { foldMail, sameEmail, type LeadStore, type LeadWithMail, type MailOutcome, type StoredLead } from './leadStore'

type StoreEvent = { type: 'lead'; lead: StoredLead } | ({ type: 'mail'; id: string } & MailOutcome)

interface PendingWrite {
  line: string
  resolve: () => void
  reject: (error: unknown) => void
}

/** The handle methods the store uses; tests inject short writes through it. */
export type StoreFile = Pick<FileHandle, 'write' | 'datasync' | 'truncate' | 'close'>

/**
 * The embedded store: one JSON event per line (a lead, or the outcome of mailing it), for a single server.
 * `add` resolves only after the whole line is written and fsynced (group commit); a failed or short write (a full
 * disk) is cut back off the file and rejected, so no fragment is ever left for the next line to be glued to.
 * On open, a torn last line from a crash is reported and fenced off, never silently dropped with good lines.
 */
export class FileLeadStore implements LeadStore {
  private leads = new Map<string, StoredLead>()
  private outcomes = new Map<string, MailOutcome[]>()
  private claimed = new Set<string>()
  private queue: PendingWrite[] = []
  private flushing: Promise<void> | undefined

  private constructor(
    readonly path: string,
    private file: StoreFile,
    private size: number,
  ) {}

  get name(): string {
    return `file ${this.path}`
  }

  static async open(
    path: string,
    warn: (message: string) => void = console.warn,
    openFile: (path: string) => Promise<StoreFile> = (target) => open(target, 'a'),
  ): Promise<FileLeadStore> {
    await mkdir(dirname(path), { recursive: true })
    const content = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' ? '' : Promise.reject(error),
    )
    const file = await openFile(path)
    const store = new FileLeadStore(path, file, Buffer.byteLength(content))
    const lines = content.split('\n')
    const tail = lines.pop() ?? ''
    lines.forEach((line, index) => {
      if (!line.trim()) return
      try {
        store.apply(JSON.parse(line) as StoreEvent)
      } catch {
        warn(`${path}:${index + 1}: unreadable line skipped (kept in the file)`)
      }
    })
    if (tail !== '') {
      warn(`${path}:${lines.length + 1}: incomplete last line from an interrupted write skipped (kept in the file)`)
      await store.write('\n')
    }
    return store
  }

  add(lead: StoredLead): Promise<void> {
    return this.append({ type: 'lead', lead })
  }

  async claimDue(limit: number, dueBy: number): Promise<LeadWithMail[]> {
    const due = (await this.list()).filter(
      ({ lead, mail }) => !lead.spam && !mail.sent && mail.nextAttemptAt <= dueBy && !this.claimed.has(lead.id),
    )
    const taken = due.slice(0, limit)
    for (const { lead } of taken) this.claimed.add(lead.id)
    return taken
  }

  async recordMail(id: string, outcome: MailOutcome): Promise<void> {
    this.claimed.delete(id)
    await this.append({ type: 'mail', id, ...outcome })
  }

  async list(): Promise<LeadWithMail[]> {
    return [...this.leads.values()].map((lead) => ({ lead, mail: foldMail(this.outcomes.get(lead.id) ?? []) }))
  }

  async erase(email: string): Promise<number> {
    return this.rewriteWithout((lead) => sameEmail(lead.body.email, email))
  }

  async purge(before: Date | undefined, spamBefore: Date): Promise<number> {
    return this.rewriteWithout((lead) => {
      const at = Date.parse(lead.receivedAt)
      return (before !== undefined && at < before.getTime()) || (lead.spam && at < spamBefore.getTime())
    })
  }

  async close(): Promise<void> {
    await this.flushing
    await this.file.close()
  }

  private apply(event: StoreEvent): void {
    if (event.type === 'lead') this.leads.set(event.lead.id, event.lead)
    else if (this.leads.has(event.id)) {
      const { type: _type, id, ...outcome } = event
      this.outcomes.set(id, [...(this.outcomes.get(id) ?? []), outcome])
    }
  }

  private append(event: StoreEvent): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ line: JSON.stringify(event) + '\n', resolve, reject })
      this.startFlush()
    }).then(() => this.apply(event))
  }

  /** One flush at a time; lines queued while it finishes start the next one. */
  private startFlush(): void {
    this.flushing ??= this.flush().finally(() => {
      this.flushing = undefined
      if (this.queue.length > 0) this.startFlush()
    })
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0)
      try {
        await this.write(batch.map((write) => write.line).join(''))
        batch.forEach((write) => write.resolve())
      } catch (error) {
        batch.forEach((write) => write.reject(error))
      }
    }
  }

  /** Writes every byte (a short write is continued) and syncs; on failure, cuts the file back to where it was. */
  private async write(text: string): Promise<void> {
    const bytes = Buffer.from(text)
    let written = 0
    try {
      while (written < bytes.length) {
        const { bytesWritten } = await this.file.write(bytes, written, bytes.length - written)
        if (bytesWritten === 0) throw Object.assign(new Error('no byte written (disk full?)'), { code: 'ENOSPC' })
        written += bytesWritten
      }
      await this.file.datasync()
      this.size += bytes.length
    } catch (error) {
      await this.file.truncate(this.size).catch(() => undefined)
      throw error
    }
  }

  /**
   * Rewrites the file without the matching leads (and their mail records), atomically: a temporary file, fsynced,
   * then renamed over the store. Appends wait meanwhile.
   */
  private async rewriteWithout(remove: (lead: StoredLead) => boolean): Promise<number> {
    await this.flushing
    const removed = [...this.leads.values()].filter(remove).map((lead) => lead.id)
    if (removed.length === 0) return 0
    for (const id of removed) {
      this.leads.delete(id)
      this.outcomes.delete(id)
    }
    const lines = [...this.leads.values()].flatMap((lead) => [
      JSON.stringify({ type: 'lead', lead }),
      ...(this.outcomes.get(lead.id) ?? []).map((outcome) => JSON.stringify({ type: 'mail', id: lead.id, ...outcome })),
    ])
    const temporary = `${this.path}.${process.pid}.tmp`
    const handle = await open(temporary, 'w')
    await handle.write(lines.map((line) => line + '\n').join(''))
    await handle.sync()
    await handle.close()
    await this.file.close()
    await rename(temporary, this.path)
    const directory = await open(dirname(this.path), 'r')
    await directory.sync().finally(() => directory.close())
    this.file = await open(this.path, 'a')
    this.size = (await stat(this.path)).size
    return removed.length
  }
}
