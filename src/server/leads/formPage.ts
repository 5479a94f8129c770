import type { LeadField } from '../../forms/leadForms'
import { FLASH_ATTRIBUTE, FORM_ATTRIBUTE, TEXT_ATTRIBUTES } from '../../forms/noScript'
import { ALERT_CLASS, ERROR_CLASS, INVALID_BORDER, VALID_BORDER } from '../../forms/ui/classes'
import type { FlashRecord } from './formFlash'

/** Escapes text for an HTML attribute value or element content. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** JSON that is safe inside a `<script>` element: nothing in it can close the element or start markup. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/**
 * Writes a flash record into a prerendered page: the typed values into the marked form's controls, each error
 * under its control (`aria-invalid`, `aria-describedby`, the same markup the browser renders), or the success
 * alert. Texts come from the form's own `data-text-*` attributes, already translated (and escaped) by the
 * prerender; every visitor value is escaped here. The page is our own build output, not request input. The
 * record also goes, as inert JSON outside the app root, to the browser: should JavaScript run after all, the form
 * renders the same (src/forms/serverFlash.ts) instead of failing to hydrate.
 */
export function fillForm(html: string, flash: FlashRecord, fields: readonly LeadField[]): string {
  const marker = html.indexOf(` ${FORM_ATTRIBUTE}="${flash.form}"`)
  const start = marker === -1 ? -1 : html.lastIndexOf('<form', marker)
  const end = start === -1 ? -1 : html.indexOf('</form>', marker)
  if (end === -1) return html
  const formTag = html.slice(start, html.indexOf('>', start) + 1)
  const text = (attribute: string) => new RegExp(` ${attribute}="([^"]*)"`).exec(formTag)?.[1] ?? ''
  let form = html.slice(start, end)
  for (const field of fields) {
    const code = flash.errors[field.name]
    form = fillControl(form, field, flash.values[field.name] ?? '', code && text(TEXT_ATTRIBUTES[code]))
  }
  if (flash.success) {
    form = form.replace(
      /<div role="alert"[^>]*>/,
      (tag) => `${tag}<p class="${ALERT_CLASS.success}">${text(TEXT_ATTRIBUTES.success)}</p>`,
    )
  }
  const { form: name, page, values, errors, success } = flash
  const island = `<script type="application/json" ${FLASH_ATTRIBUTE}="${name}">${scriptJson({ page, values, errors, success })}</script>`
  const after = html.slice(end)
  const bodyEnd = after.lastIndexOf('</body>')
  return (
    html.slice(0, start) +
    form +
    (bodyEnd === -1 ? after + island : after.slice(0, bodyEnd) + island + after.slice(bodyEnd))
  )
}

/** Every replacement below is a function: a replacement string would expand `$&`, `$'` and `` $` `` typed by a visitor. */
function fillControl(form: string, field: LeadField, value: string, error: string | undefined): string {
  const tag = field.control === 'input' ? 'input' : field.control
  const open = new RegExp(`<${tag}\\b[^>]*\\sname="${field.name}"[^>]*>`).exec(form)
  if (!open) return form
  const id = /\sid="([^"]*)"/.exec(open[0])?.[1] ?? ''
  let startTag = open[0]
  if (error) {
    startTag = startTag
      .replace('class="', () => `aria-invalid="true" aria-describedby="${id}-error" class="`)
      .replace(VALID_BORDER, INVALID_BORDER)
  }
  if (tag === 'input' && value) startTag = startTag.replace(/\s*\/?>$/, () => ` value="${escapeHtml(value)}"/>`)
  const closing = tag === 'input' ? '' : `</${tag}>`
  const contentEnd = closing ? form.indexOf(closing, open.index + open[0].length) : open.index + open[0].length
  if (contentEnd === -1) return form
  let content = form.slice(open.index + open[0].length, contentEnd)
  if (tag === 'textarea') content = escapeHtml(value)
  if (tag === 'select' && field.options?.includes(value)) {
    content = content
      .replace(/ selected=""/g, '')
      .replace(`<option value="${escapeHtml(value)}"`, (option) => `${option} selected=""`)
  }
  const message = error ? `<p id="${id}-error" class="${ERROR_CLASS}">${error}</p>` : ''
  return form.slice(0, open.index) + startTag + content + closing + message + form.slice(contentEnd + closing.length)
}
