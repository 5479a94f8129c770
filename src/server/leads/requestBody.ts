import type { IncomingMessage, ServerResponse } from 'node:http'

/** How much body a lead post may have, and how long its client may take to send it. */
export interface BodyLimits {
  maxBytes: number
  timeoutMs: number
}

/** Why a body is refused: over the size limit (413), too slow (408), not UTF-8 (400). */
export type BodyProblem = 'too-large' | 'timeout' | 'not-utf8'

/** What reading a body gave: its text, why it is refused, or that the client went away (nothing to answer). */
type BodyResult = { text: string } | { problem: BodyProblem | 'aborted' }

/** An answer's content, as each lead path words it: JSON for JSON posts, plain text for forms. */
export interface AnswerContent {
  contentType: string
  body: string
}

/**
 * How long a refused request's connection stays open, reading and dropping what its client still sends, after the
 * answer went out: a connection closed while the client is still sending is reset, and the reset loses the answer.
 */
const LINGER_MS = 1_000

/**
 * Reads a request body as strict UTF-8 text: stops at once past `maxBytes` or after `timeoutMs`; bytes that are not
 * UTF-8 are refused, never replaced by U+FFFD.
 */
function readBody(request: IncomingMessage, { maxBytes, timeoutMs }: BodyLimits): Promise<BodyResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    const finish = (result: BodyResult) => {
      clearTimeout(timer)
      request.off('data', onData).off('end', onEnd).off('error', onAbort).off('close', onAbort)
      resolve(result)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) finish({ problem: 'too-large' })
      else chunks.push(chunk)
    }
    const onEnd = () => {
      try {
        finish({ text: new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)) })
      } catch {
        finish({ problem: 'not-utf8' })
      }
    }
    const onAbort = () => finish({ problem: 'aborted' })
    const timer = setTimeout(() => finish({ problem: 'timeout' }), timeoutMs)
    request.on('data', onData).on('end', onEnd).on('error', onAbort).on('close', onAbort)
  })
}

/**
 * Reads a lead post's body within `limits`. When that fails it answers for itself, worded by `word`, and returns
 * null: 413 (at once when `Content-Length` says so, before reading) and 408 close the connection, 400 for a body
 * that is not UTF-8; a client that went away gets nothing.
 */
export async function receiveBody(
  request: IncomingMessage,
  response: ServerResponse,
  limits: BodyLimits,
  word: (problem: BodyProblem) => AnswerContent,
): Promise<string | null> {
  const declared = Number(request.headers['content-length'] ?? 0)
  const result: BodyResult = declared > limits.maxBytes ? { problem: 'too-large' } : await readBody(request, limits)
  if ('text' in result) return result.text
  if (result.problem === 'aborted') response.destroy()
  else if (result.problem === 'not-utf8') answer(response, 400, word(result.problem))
  else answerAndClose(request, response, result.problem === 'too-large' ? 413 : 408, word(result.problem))
  return null
}

/**
 * Sends a refusal in full, with `Connection: close`, while the rest of the body may still be coming; the answer is
 * ended (and the connection closed) once the client has sent it all, or after `LINGER_MS`. What arrives meanwhile is
 * read and dropped, never kept.
 */
function answerAndClose(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  { contentType, body }: AnswerContent,
): void {
  response.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    Connection: 'close',
  })
  response.write(body)
  const close = () => {
    clearTimeout(timer)
    if (!response.writableEnded) response.end()
  }
  const timer = setTimeout(close, LINGER_MS)
  if (request.readableEnded) return close()
  request.once('end', close).once('close', close).resume()
}

function answer(response: ServerResponse, status: number, { contentType, body }: AnswerContent) {
  response
    .writeHead(status, {
      'Content-Type': contentType,
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
    })
    .end(body)
}
