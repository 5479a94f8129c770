/** The compressed forms the server keeps, most preferred first. */
const ENCODINGS = ['br', 'gzip'] as const
export type Encoding = (typeof ENCODINGS)[number]

/**
 * The best encoding the client accepts (RFC 9110 §12.5.3): q values respected, `q=0` refuses, `*` stands for any
 * encoding not named. Undefined means the identity body. Parsed by splitting, no regular expression.
 */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const weights = new Map<string, number>()
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (!name) continue
    const q = parameters.find((parameter) => parameter.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(name, Number.isFinite(weight) ? weight : 0)
  }
  let best: Encoding | undefined
  let bestWeight = 0
  for (const encoding of ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight]
  }
  return best
}

/** Whether `If-None-Match` matches `etag` by weak comparison: a list, `W/` tags and `*` all count. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag)
  return header.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === '*' || opaque(trimmed) === opaque(etag)
  })
}
