const DESCRIPTOR_KEYS = new Set(['id', 'message', 'comment', 'context', 'values'])

/**
 * A Lingui message descriptor (`msg` macro output): an object with a string `id` and only descriptor keys. How
 * copy is recognised where no schema marks it (copy modules, the gallery's fixtures, block props).
 */
export function isDescriptor(value: unknown): value is { id: string; message?: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const keys = Object.keys(value)
  return typeof (value as { id?: unknown }).id === 'string' && keys.every((key) => DESCRIPTOR_KEYS.has(key))
}
