type Constructor = new (locale: string, options?: object) => object

/** The locales `Intl[name]` was constructed with while `run` ran (the real constructor is put back after). */
export function intlCallsDuring(name: 'NumberFormat' | 'DateTimeFormat' | 'DisplayNames', run: () => void): string[] {
  const intl = Intl as unknown as Record<typeof name, Constructor>
  const Original = intl[name]
  const made: string[] = []
  intl[name] = function (locale: string, options?: object) {
    made.push(locale)
    return new Original(locale, options)
  } as unknown as Constructor
  try {
    run()
  } finally {
    intl[name] = Original
  }
  return made
}
