import type { IncomingMessage, ServerResponse } from 'node:http'
import { LEAD_FORM_BEHAVIOUR } from '../../forms/leadForms'
import { fieldErrors } from '../../forms/validation'
import { localeOfPath } from '../../i18n/locales'
import { resolveRequest, type SiteFile } from '../staticSite'
import { FormFlash, FLASH_COOKIE, flashToken } from './formFlash'
import { parseFormPost } from './formBody'
import { fillForm } from './formPage'
import { RETRY_AFTER_SECONDS, type AcceptLead } from './acceptLead'
import type { LeadForms } from './leadValidators'
import { receiveBody, type BodyLimits, type BodyProblem } from './requestBody'
import { sameSiteOrigin } from './sameSite'

export interface FormPostOptions {
  /** The site's forms: each form's fields and validator in each locale. */
  forms: LeadForms
  /** Stores a validated lead (the same path as JSON posts); null when the store could not take it. */
  accept: AcceptLead
  /** Other sites allowed to post here, as for JSON posts; the site itself always is. */
  allowedOrigins?: string[]
  /** The same body limits as JSON posts. */
  limits?: BodyLimits
  flash?: FormFlash
}

/**
 * Forms posted without JavaScript (`application/x-www-form-urlencoded`): checked to come from this site,
 * validated with the same schemas as JSON leads, stored the same way, then answered `303 See Other`: to the
 * thank-you page, or back to the form's page, which then shows (once) the errors and what was typed, or the
 * success alert. The URL never carries personal data: a random token in an HttpOnly cookie names the flash.
 */
export function createFormPost({
  forms,
  accept,
  allowedOrigins = [],
  limits = { maxBytes: 16 * 1024, timeoutMs: 10_000 },
  flash = new FormFlash(),
}: FormPostOptions) {
  const refusal = (problem: BodyProblem) => ({
    contentType: PLAIN_TYPE,
    body: {
      'too-large': `The form is over ${limits.maxBytes} bytes.`,
      timeout: `The form did not arrive within ${limits.timeoutMs} ms.`,
      'not-utf8': 'The form is not valid UTF-8.',
    }[problem],
  })

  /** Answers a form post; `files` is the site, against which every redirect target is checked. */
  async function handle(request: IncomingMessage, response: ServerResponse, files: Map<string, SiteFile>) {
    const siteOrigin = sameSiteOrigin(request.headers, allowedOrigins)
    if (!siteOrigin) return plain(response, 403, 'Cross-site form posts are refused.')
    const raw = await receiveBody(request, response, limits, refusal)
    if (raw === null) return
    const post = parseFormPost(raw, forms)
    const page = post && sitePage(files, post.page)
    if (!post || !page) return plain(response, 400, 'This form post is malformed or names no form of this site.')
    const thanksPage = LEAD_FORM_BEHAVIOUR[post.kind].success === 'thank-you page'
    const thanks = thanksPage ? sitePage(files, post.thanks ?? '') : undefined
    if (thanksPage && !thanks) return plain(response, 400, 'This form post names no thank-you page of this site.')

    const body = { ...post.fields, origin: new URL(page.path, siteOrigin).href }
    const fields = forms.fields(post.form, post.locale)
    const errors = fieldErrors(fields, forms.validator(post.form, post.locale), body)
    const secure = siteOrigin.startsWith('https:')
    if (Object.keys(errors).length > 0) {
      const values = Object.fromEntries(
        fields.map((field) => [field.name, post.fields[field.name]!.slice(0, field.maxLength)]),
      )
      const token = flash.put({ form: post.form, page: page.path, values, errors, success: false })
      return seeOther(response, page.path + page.anchor, cookie(token, flash.ttlMs, secure))
    }

    const lead = await accept(post.kind, body, post.trap !== '', post.locale)
    if (!lead) {
      response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
      return plain(
        response,
        503,
        'Your message could not be saved right now. Please go back and try again in a minute.',
      )
    }
    if (thanks) return seeOther(response, thanks.path)
    const token = flash.put({ form: post.form, page: page.path, values: {}, errors: {}, success: true })
    seeOther(response, page.path + page.anchor, cookie(token, flash.ttlMs, secure))
  }

  /**
   * Answers a GET of a form page that has a flash waiting for this visitor (true), with the page filled in;
   * false leaves the request to the static site.
   */
  function answerPage(request: IncomingMessage, response: ServerResponse, pathname: string, file: SiteFile): boolean {
    const token = request.method === 'GET' ? flashToken(request.headers.cookie) : undefined
    const record = token && file.contentType.startsWith('text/html') ? flash.take(token, pathname) : undefined
    if (!record) return false
    const fields = forms.fields(record.form, localeOfPath(record.page))
    const html = Buffer.from(fillForm(file.body.toString('utf8'), record, fields))
    response
      .writeHead(200, {
        'Content-Type': file.contentType,
        'Content-Length': html.length,
        'Cache-Control': 'no-store',
        'Set-Cookie': `${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
      })
      .end(html)
    return true
  }

  return { handle, answerPage }
}

/** A path of one of the site's own pages (optionally with a plain `#anchor`), or null. */
function sitePage(files: Map<string, SiteFile>, target: string): { path: string; anchor: string } | null {
  const [path = '', anchor, ...rest] = target.split('#')
  if (rest.length > 0 || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null
  if (anchor !== undefined && !/^[A-Za-z][\w-]{0,80}$/.test(anchor)) return null
  const resolution = resolveRequest(files, path, '')
  const isPage =
    resolution.kind === 'file' && resolution.status === 200 && resolution.file.contentType.startsWith('text/html')
  return isPage ? { path, anchor: anchor === undefined ? '' : `#${anchor}` } : null
}

function cookie(token: string, ttlMs: number, secure: boolean): string {
  const attributes = `Path=/; Max-Age=${Math.round(ttlMs / 1000)}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
  return `${FLASH_COOKIE}=${token}; ${attributes}`
}

/** `location` is a decoded site path (checked against the built site); it goes out percent-encoded. */
function seeOther(response: ServerResponse, location: string, setCookie?: string) {
  response
    .writeHead(303, {
      Location: encodeURI(location),
      'Cache-Control': 'no-store',
      ...(setCookie ? { 'Set-Cookie': setCookie } : {}),
    })
    .end()
}

const PLAIN_TYPE = 'text/plain; charset=utf-8'

function plain(response: ServerResponse, status: number, text: string) {
  response.writeHead(status, { 'Content-Type': PLAIN_TYPE, 'Cache-Control': 'no-store' }).end(text)
}
