import { open, readFile, rename, rm } from 'node:fs/promises'
import { dirname } from 'node:path'
import { foldMail, sameEmail, type LeadStore, type LeadWithMail, type MailOutcome, type StoredLead } from './leadStore'
import { syncFolder, writeAll, type StoreFile } from './storeFile'
import { lockStore, type StoreLock } from './storeLock'
import { checkStoreFile, makeFolder } from './storePath'

type StoreEvent = { type: 'lead'; lead: StoredLead } | ({ type: 'mail'; id: string } & MailOutcome)

interface PendingWrite {
  event: StoreEvent
  line: string
  resolve: () => void
  reject: (error: unknown) => void
}

/** How a file is opened for appending: the store itself (`a`), or a rewrite's new copy (`ax`). */
export type OpenStoreFile = (path: string, flags: 'a' | 'ax') => Promise<StoreFile>

export interface FileStoreOptions {
  /** Opens the store and a rewrite's copy; tests inject a disk that fills up. */
  openFile?: OpenStoreFile
  /** Refuses a store file that is not there instead of creating it (the CLI: a mistyped path). */
  mustExist?: boolean
}

const openForAppend: OpenStoreFile = (path, flags) => open(path, flags)

/** A rewrite writes its copy in pieces of about this many characters. */
const REWRITE_CHUNK = 1 << 20

/**
 * The embedded store: one JSON event per line (a lead, or the outcome of mailing it), written by one process at a
 * time, which holds the store's lock (see `lockStore`) from `open` to `close`.
 * `add` resolves only after the whole line is written and fsynced (group commit); a failed or short write (a full
 * disk) is cut back off the file and rejected, so no fragment is ever left for the next line to be glued to.
 * Appends and rewrites (erase, purge) take turns: lines that arrive during a rewrite are written to the new file once
 * it has replaced the old one, and only then acknowledged.
 * On open, a torn last line from a crash is reported and fenced off, never silently dropped with good lines.
 */
export class FileLeadStore implements LeadStore {
  private leads = new Map<string, StoredLead>()
  private outcomes = new Map<string, MailOutcome[]>()
  /** Lines that could not be read: reported at open and kept in the file through rewrites (but an erase's address). */
  private unreadable: string[] = []
  private claimed = new Set<string>()
  private queue: PendingWrite[] = []
  /** Every file operation (a flush of queued lines, a rewrite, the close) starts after the one before has ended. */
  private lane: Promise<unknown> = Promise.resolve()
  private closed = false
  /** The file appended to, with its size; none when opened read-only. */
  private file: StoreFile | undefined
  private size = 0
  private lock: StoreLock | undefined

  private constructor(
    readonly path: string,
    private openFile: OpenStoreFile,
  ) {}

  get name(): string {
    return `file ${this.path}`
  }

  /**
   * Opens the store for writing: creates its folder if needed, takes its lock (rejects while another process has it)
   * and reads it. Rejects, naming the path and the reason, when the store cannot be used.
   */
  static async open(
    path: string,
    warn: (message: string) => void = console.warn,
    { openFile = openForAppend, mustExist = false }: FileStoreOptions = {},
  ): Promise<FileLeadStore> {
    if (mustExist) await checkStoreFile(path, true)
    await makeFolder(dirname(path)).catch((error: Error) => Promise.reject(new Error(`${path}: ${error.message}`)))
    const lock = await lockStore(path)
    const store = new FileLeadStore(path, openFile)
    try {
      await checkStoreFile(path, mustExist)
      const content = await readFile(path).catch((error: NodeJS.ErrnoException) =>
        error.code === 'ENOENT' ? Buffer.alloc(0) : Promise.reject(error),
      )
      store.file = await openFile(path, 'a')
      store.size = content.length
      if (store.load(content.toString('utf8'), warn)) await store.write('\n')
    } catch (error) {
      await store.file?.close().catch(() => undefined)
      await lock.release()
      throw error
    }
    store.lock = lock
    return store
  }

  /**
   * Opens the store for reading only (listing, finding, exporting): no lock, so it works beside a running server,
   * and nothing is written, so it works on a read-only disk. Rejects when there is no store file at `path`.
   */
  static async openReadOnly(path: string, warn: (message: string) => void = console.warn): Promise<FileLeadStore> {
    await checkStoreFile(path, true)
    const store = new FileLeadStore(path, openForAppend)
    store.load(await readFile(path, 'utf8'), warn)
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

  /** Also drops the unreadable lines that hold the address (a torn copy of one of the person's leads). */
  async erase(email: string): Promise<number> {
    const address = email.trim().toLowerCase()
    return this.rewriteWithout(
      (lead) => sameEmail(lead.body.email, email),
      (line) => address === '' || !line.toLowerCase().includes(address),
    )
  }

  async purge(before: Date | undefined, spamBefore: Date): Promise<number> {
    const leadCutoff = before?.getTime()
    const spamCutoff = Math.max(spamBefore.getTime(), leadCutoff ?? -Infinity)
    return this.rewriteWithout((lead) => {
      const cutoff = lead.spam ? spamCutoff : leadCutoff
      return cutoff !== undefined && Date.parse(lead.receivedAt) < cutoff
    })
  }

  /** Writes what was acknowledged, closes the file and releases the lock; later writes are refused. */
  async close(): Promise<void> {
    if (this.closed) return
    this.closed = true
    await this.serially(async () => this.file?.close()).finally(() => this.lock?.release())
  }

  /** Applies the lines of the file; returns whether its last line is incomplete (a write cut short by a crash). */
  private load(content: string, warn: (message: string) => void): boolean {
    const lines = content.split('\n')
    const tail = lines.pop() ?? ''
    lines.forEach((line, index) => {
      if (!line.trim()) return
      try {
        this.apply(JSON.parse(line) as StoreEvent)
      } catch {
        this.unreadable.push(line)
        warn(`${this.path}:${index + 1}: unreadable line skipped (kept in the file)`)
      }
    })
    if (tail === '') return false
    this.unreadable.push(tail)
    warn(`${this.path}:${lines.length + 1}: incomplete last line from an interrupted write skipped (kept in the file)`)
    return true
  }

  private apply(event: StoreEvent): void {
    if (event.type === 'lead') this.leads.set(event.lead.id, event.lead)
    else if (this.leads.has(event.id)) {
      const { type: _type, id, ...outcome } = event
      this.outcomes.set(id, [...(this.outcomes.get(id) ?? []), outcome])
    }
  }

  /** Why this store takes no write, if it does not. */
  private refusal(): Error | undefined {
    if (this.closed) return new Error(`the lead store ${this.path} is closed`)
    if (!this.file) return new Error(`the lead store ${this.path} was opened read-only`)
  }

  /** Queues the event's line; the first line queued since the last flush schedules the next one (group commit). */
  private append(event: StoreEvent): Promise<void> {
    const refusal = this.refusal()
    if (refusal) return Promise.reject(refusal)
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ event, line: JSON.stringify(event) + '\n', resolve, reject })
      if (this.queue.length === 1) void this.serially(() => this.flush())
    })
  }

  private async flush(): Promise<void> {
    const batch = this.queue.splice(0)
    try {
      await this.write(batch.map((write) => write.line).join(''))
    } catch (error) {
      for (const write of batch) write.reject(error)
      return
    }
    for (const write of batch) {
      this.apply(write.event)
      write.resolve()
    }
  }

  /** Runs `task` once every file operation queued before it has ended. */
  private serially<T>(task: () => Promise<T>): Promise<T> {
    const run = this.lane.then(task)
    this.lane = run.catch(() => undefined)
    return run
  }

  /** Appends every byte and syncs; on failure, cuts the file back to where it was. */
  private async write(text: string): Promise<void> {
    const file = this.file!
    try {
      const written = await writeAll(file, Buffer.from(text))
      await file.datasync()
      this.size += written
    } catch (error) {
      await file.truncate(this.size).catch(() => undefined)
      throw error
    }
  }

  /**
   * Rewrites the file without the matching leads (and their mail records) or unreadable lines, atomically: a copy,
   * every byte written and fsynced, renamed over the store. On any failure (a full disk) the store is left as it was
   * and the error thrown. Appends wait for it, then go to the new file.
   */
  private rewriteWithout(
    removeLead: (lead: StoredLead) => boolean,
    keepUnreadable: (line: string) => boolean = () => true,
  ): Promise<number> {
    const refusal = this.refusal()
    if (refusal) return Promise.reject(refusal)
    return this.serially(async () => {
      const removed = new Set([...this.leads.values()].filter(removeLead).map((lead) => lead.id))
      const unreadable = this.unreadable.filter(keepUnreadable)
      if (removed.size === 0 && unreadable.length === this.unreadable.length) return 0
      const copyPath = `${this.path}.rewrite.tmp`
      await rm(copyPath, { force: true })
      const copy = await this.openFile(copyPath, 'ax')
      let size = 0
      try {
        for (const chunk of this.linesWithout(removed, unreadable)) size += await writeAll(copy, Buffer.from(chunk))
        await copy.datasync()
        await rename(copyPath, this.path)
      } catch (error) {
        await copy.close().catch(() => undefined)
        await rm(copyPath, { force: true })
        throw error
      }
      const replaced = this.file!
      this.file = copy
      this.size = size
      this.unreadable = unreadable
      for (const id of removed) {
        this.leads.delete(id)
        this.outcomes.delete(id)
      }
      await replaced.close().catch(() => undefined)
      await syncFolder(dirname(this.path))
      return removed.size
    })
  }

  /** The store's lines but those of `removed` leads, in pieces of about `REWRITE_CHUNK` characters. */
  private *linesWithout(removed: ReadonlySet<string>, unreadable: readonly string[]): Generator<string> {
    let chunk = unreadable.map((line) => line + '\n').join('')
    for (const lead of this.leads.values()) {
      if (removed.has(lead.id)) continue
      chunk += JSON.stringify({ type: 'lead', lead }) + '\n'
      for (const outcome of this.outcomes.get(lead.id) ?? [])
        chunk += JSON.stringify({ type: 'mail', id: lead.id, ...outcome }) + '\n'
      if (chunk.length >= REWRITE_CHUNK) {
        yield chunk
        chunk = ''
      }
    }
    if (chunk !== '') yield chunk
  }
}
