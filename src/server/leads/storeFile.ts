import { open, type FileHandle } from 'node:fs/promises'

/** The handle methods the file store uses; tests inject a disk that fills up through it. */
export type StoreFile = Pick<FileHandle, 'write' | 'datasync' | 'truncate' | 'close'>

/**
 * Writes every byte of `bytes` at the end of `file`, continuing after a short write; a write that takes no byte is a
 * full disk (ENOSPC). Returns how many bytes were written (all of them).
 */
export async function writeAll(file: StoreFile, bytes: Buffer): Promise<number> {
  let written = 0
  while (written < bytes.length) {
    const { bytesWritten } = await file.write(bytes, written, bytes.length - written)
    if (bytesWritten === 0) throw Object.assign(new Error('no byte written (disk full?)'), { code: 'ENOSPC' })
    written += bytesWritten
  }
  return written
}

/** Makes the entries of `folder` (a file renamed into it) durable. */
export async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r')
  await handle.sync().finally(() => handle.close())
}
