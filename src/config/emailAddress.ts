/** A whole e-mail address: a name, "@" and a domain with a dot (`contato@example.com`). */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(value)
}
