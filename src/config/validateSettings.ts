import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales'
import { isEmailAddress } from './emailAddress'
import type { SiteSettings } from './site'
import type { ConfigError } from './validate'

const FILE = '(content/settings.ts)'

/**
 * The site's settings as the footer, the contact links and the structured data show them: a CNPJ with the right
 * check digits, dialable phone numbers, whole `https://` addresses, a complete postal address and a response time in
 * whole business hours. Each problem names the field and says how to write it.
 */
export function validateSettings(settings: SiteSettings): ConfigError[] {
  const problems: Array<[string, string | undefined]> = [
    ['origin', originProblem(settings.origin)],
    ['companyId', cnpjProblem(settings.companyId)],
    ['email', emailProblem(settings.email)],
    ['phone.e164', e164Problem(settings.phone.e164)],
    ['phone.display', displayProblem(settings.phone.display, settings.phone.e164)],
    ['whatsapp', whatsappProblem(settings.whatsapp)],
    ['responseHours', hoursProblem(settings.responseHours)],
    ['localesInProgress', localesInProgressProblem(settings.localesInProgress ?? [])],
    ...addressProblems(settings.address),
    ...Object.entries(settings.social).map(([network, url]): [string, string | undefined] => [
      `social.${network}`,
      network === 'linkedin' ? linkedinProblem(url) : httpsProblem(url, `https://www.${network}.com/…`),
    ]),
  ]
  return problems.flatMap(([field, message]) =>
    message ? [{ where: `settings › ${field}`, message: `${message} ${FILE}` }] : [],
  )
}

const CNPJ = /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/

/** The two check digits of a CNPJ's first twelve (Receita Federal's modulo-11 rule). */
export function cnpjCheckDigits(first12: string): string {
  const digits = [...first12].map(Number)
  for (const length of [12, 13]) {
    const weights = Array.from({ length }, (_, index) => ((length - 1 - index) % 8) + 2)
    const rest = digits.reduce((sum, digit, index) => sum + digit * weights[index]!, 0) % 11
    digits.push(rest < 2 ? 0 : 11 - rest)
  }
  return digits.slice(12).join('')
}

function cnpjProblem(value: string): string | undefined {
  if (!CNPJ.test(value))
    return `"${value}" is not a CNPJ as written: use its 14 digits with the punctuation, like "12.345.678/0001-95"`
  const digits = value.replace(/\D/g, '')
  if (/^(\d)\1+$/.test(digits)) return `"${value}" repeats one digit; write the company's real CNPJ`
  const expected = cnpjCheckDigits(digits.slice(0, 12))
  return digits.slice(12) === expected
    ? undefined
    : `"${value}" has the check digits "${digits.slice(12)}" where its first 12 digits give "${expected}": a digit is mistyped; copy the CNPJ again from the company's registration (cartão CNPJ)`
}

/** The source locale is what the others are translated from: it is never in progress. */
function localesInProgressProblem(locales: readonly string[]): string | undefined {
  if (!locales.includes(DEFAULT_LOCALE)) return undefined
  return `"${DEFAULT_LOCALE}" is the source language, complete by definition: list only the locales still being translated (${LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join(', ')})`
}

function e164Problem(value: string): string | undefined {
  return /^\+[1-9]\d{7,14}$/.test(value)
    ? undefined
    : `"${value}" is not an international (E.164) number: write "+", the country code and the number, digits only, like "+551130000000"`
}

function displayProblem(display: string, e164: string): string | undefined {
  if (!/^\+?[\d\s().-]+$/.test(display))
    return `"${display}" may hold only digits, spaces, "+", "(", ")", "-" and ".", like "+55 11 3000-0000"`
  const shown = display.replace(/\D/g, '')
  const dialled = e164.replace(/\D/g, '')
  return shown === dialled || (!display.trim().startsWith('+') && dialled.endsWith(shown) && shown.length >= 8)
    ? undefined
    : `"${display}" shows other digits than phone.e164 "${e164}"; write the same number, like "+55 11 3000-0000"`
}

function whatsappProblem(value: string): string | undefined {
  return /^[1-9]\d{7,14}$/.test(value)
    ? undefined
    : `"${value}" is not a WhatsApp number: write the country code and the number, digits only (no "+", spaces or dashes), like "5511900000000"`
}

function emailProblem(value: string): string | undefined {
  return isEmailAddress(value)
    ? undefined
    : `"${value}" is not an e-mail address; write it whole, like "contato@example.com"`
}

function hoursProblem(value: number): string | undefined {
  return Number.isInteger(value) && value > 0
    ? undefined
    : `${value} is not a number of business hours: write a whole number above 0, like 4`
}

function originProblem(value: string): string | undefined {
  return URL.canParse(value) && new URL(value).origin === value && value.startsWith('https://')
    ? undefined
    : `"${value}" is not the site's origin: write "https://" and the host only, without a path or a trailing slash, like "https://www.example.com"`
}

function httpsProblem(value: string, example: string): string | undefined {
  const url = URL.canParse(value) ? new URL(value) : undefined
  return url?.protocol === 'https:' && url.hostname.includes('.') && url.href.startsWith('https://')
    ? undefined
    : `"${value}" is not a whole https:// address; write it as the browser shows it, like "${example}"`
}

function linkedinProblem(value: string): string | undefined {
  const example = 'https://www.linkedin.com/company/your-company'
  const problem = httpsProblem(value, example)
  if (problem) return problem
  const url = new URL(value)
  return /^(www\.)?linkedin\.com$/.test(url.hostname) && /^\/company\/[\w-]+\/?$/.test(url.pathname)
    ? undefined
    : `"${value}" is not a LinkedIn company page; write its address, like "${example}"`
}

function addressProblems(address: SiteSettings['address']): Array<[string, string | undefined]> {
  const blank = (['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'] as const).map(
    (field): [string, string | undefined] => [
      `address.${field}`,
      address[field].trim() === '' ? 'is empty; write it as on an envelope' : undefined,
    ],
  )
  const country = /^[A-Z]{2}$/.test(address.addressCountry)
    ? new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(address.addressCountry)
    : undefined
  return [
    ...blank,
    [
      'address.addressCountry',
      address.addressCountry.trim() !== '' && !country
        ? `"${address.addressCountry}" is not a country code: write its two ISO 3166-1 capital letters, like "BR"`
        : undefined,
    ],
    [
      'address.postalCode',
      address.addressCountry === 'BR' && address.postalCode.trim() !== '' && !/^\d{5}-\d{3}$/.test(address.postalCode)
        ? `"${address.postalCode}" is not a CEP: write its eight digits as "01310-100"`
        : undefined,
    ],
  ]
}
