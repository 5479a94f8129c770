import { LOCALE_INFO, type Locale, type LocaleInfo } from '../../src/i18n/locales.ts'

/** The header fields a catalog must carry, derived from its locale's row of `LOCALE_INFO`. */
export interface CatalogHeader {
  /** gettext's language code, `ll_CC`: `pt_BR`, `en_US`, `es_ES`. */
  Language: string
  /** gettext's plural rule of the language (`LocaleInfo.pluralForms`). */
  'Plural-Forms': string
}

/** `pt-BR` → `{ Language: 'pt_BR', 'Plural-Forms': … }`: a new locale's row gives its catalog's header. */
export function catalogHeader({ htmlLang, pluralForms }: Pick<LocaleInfo, 'htmlLang' | 'pluralForms'>): CatalogHeader {
  const [language = '', region] = htmlLang.split('-')
  return {
    Language: region ? `${language.toLowerCase()}_${region.toUpperCase()}` : language.toLowerCase(),
    'Plural-Forms': pluralForms,
  }
}

/** The fields gettext wants in every header (`msgfmt -c` warns without them), as a catalog lacking one gets it. */
const GETTEXT_FIELDS: Readonly<Record<string, string>> = {
  'Project-Id-Version': '',
  'PO-Revision-Date': '',
  'Last-Translator': '',
  'Language-Team': '',
  'MIME-Version': '1.0',
  'Content-Type': 'text/plain; charset=utf-8',
  'Content-Transfer-Encoding': '8bit',
}

const FIELD = /^"([^:"]+):\s*(.*)\\n"$/
const FLAGS = /^#\s*,/

/**
 * A serialized catalog (`@lingui/format-po`'s one-line header fields) with the header `header` says: `Language` and
 * `Plural-Forms` set (in place, or added last), every other field, comment and the order kept, as a PO editor left
 * them (Poedit reorders fields, adds `X-Generator` and `Language-Team`), and a field gettext wants added when it
 * lacks (a catalog Lingui creates has no `Project-Id-Version`). A `fuzzy` flag on the header goes: the header is
 * right once written. Only the header changes; the entries are left as they are.
 */
export function withCatalogHeader(text: string, header: CatalogHeader): string {
  const end = text.indexOf('\n\n')
  const lines = (end === -1 ? text : text.slice(0, end)).split('\n')
  const missing = new Map(Object.entries(header))
  const absent = new Map(Object.entries(GETTEXT_FIELDS))
  const written = lines.flatMap((line) => {
    if (FLAGS.test(line)) {
      const flags = line
        .replace(FLAGS, '')
        .split(',')
        .map((flag) => flag.trim())
        .filter((flag) => flag && flag !== 'fuzzy')
      return flags.length > 0 ? [`#, ${flags.join(', ')}`] : []
    }
    const name = FIELD.exec(line)?.[1]
    if (name !== undefined) absent.delete(name)
    const value = name === undefined ? undefined : missing.get(name)
    if (value === undefined) return [line]
    missing.delete(name!)
    return [headerLine(name!, value)]
  })
  const added = [...missing, ...absent].map(([name, value]) => headerLine(name, value))
  return [...written, ...added].join('\n') + (end === -1 ? '' : text.slice(end))
}

function headerLine(name: string, value: string): string {
  return `"${name}: ${value}\\n"`
}

/** The header fields of a PO file's text (its first entry, `msgid ""`), lines a PO editor wrapped joined again. */
export function readCatalogHeader(text: string): Map<string, string> {
  const header = text.replace(/\r\n/g, '\n').split('\n\n')[0] ?? ''
  const msgstr = header.slice(header.indexOf('msgstr'))
  const strings = [...msgstr.matchAll(/^(?:msgstr )?"(.*)"$/gm)].map(([, quoted]) => quoted!).join('')
  const fields = new Map<string, string>()
  for (const field of strings.split('\\n')) {
    const colon = field.indexOf(':')
    if (colon > 0) fields.set(field.slice(0, colon).trim(), field.slice(colon + 1).trim())
  }
  return fields
}

/**
 * What is wrong in the header of `locale`'s catalog (`text`, read from `file`), one line per field: a `Language` or
 * `Plural-Forms` other than `LOCALE_INFO` derives (`npm run i18n:extract` writes them). Other fields, their order,
 * the wrapping and a `fuzzy` flag are a PO editor's business and pass.
 */
export function catalogHeaderProblems(locale: Locale, text: string, file: string): string[] {
  const fields = readCatalogHeader(text)
  return Object.entries(catalogHeader(LOCALE_INFO[locale])).flatMap(([name, expected]) => {
    const found = fields.get(name)
    if (found !== undefined && normalize(found) === normalize(expected)) return []
    return [
      `${locale}: the header of ${file} says ${found === undefined ? `no ${name}` : `"${name}: ${found}"`}, not ` +
        `"${name}: ${expected}" (LOCALE_INFO in src/i18n/locales.ts): run npm run i18n:extract and commit it`,
    ]
  })
}

/** `nplurals=2;plural=(n != 1);` and `nplurals=2; plural=(n != 1);` say the same. */
function normalize(value: string): string {
  return value.replace(/\s+/g, '')
}
