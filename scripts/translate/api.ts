import type { IncomingMessage, ServerResponse } from 'node:http'
import type { CopyLimits } from '../../src/config/copyLimits.ts'
import type { Locale } from '../../src/i18n/locales.ts'
import { catalogPath } from '../i18n/catalogs.ts'
import { catalogEntries } from './entries.ts'
import { saveTranslation, TranslationRefused } from './saveTranslation.ts'

const LARGEST_BODY = 64 * 1024

type Handler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void

/**
 * The dev server's endpoint for the editor, mounted at `ENTRIES_URL`: the locale's entries, and saving one
 * translation into `<dir>/<locale>/messages.po` (`saveTranslation`, held to the config's `limits` as read at each
 * save), then `onSaved` with that file. Only JSON is accepted; who may ask is the plugin's guard's to decide
 * (`devOriginGuard`, mounted before it).
 */
export function translationApi(
  locale: string,
  dir: () => string,
  onSaved: (file: string) => void,
  limits: () => Promise<CopyLimits> = async () => new Map(),
): Handler {
  return (request, response, next) => {
    if (request.url?.split('?')[0] !== '/') return next()
    const answer = (status: number, body: unknown) => {
      response.statusCode = status
      response.setHeader('Content-Type', 'application/json; charset=utf-8')
      response.end(JSON.stringify(body))
    }
    if (request.method === 'GET') {
      catalogEntries(locale, dir()).then(
        (entries) => answer(200, { locale, entries }),
        (error: Error) => answer(500, { error: error.message }),
      )
      return
    }
    if (request.method !== 'POST') return answer(405, { error: 'use GET or POST' })
    if (!request.headers['content-type']?.startsWith('application/json'))
      return answer(415, { error: 'send the translation as JSON: { "id": "…", "translation": "…" }' })
    readBody(request).then(
      async (text) => {
        const body = parse(text)
        if (!body) return answer(400, { error: 'expected JSON { "id": "…", "translation": "…" }, both strings' })
        try {
          const entry = await saveTranslation(dir(), locale, body.id, body.translation, { limits: await limits() })
          onSaved(catalogPath(locale as Locale, dir()))
          answer(200, { entry })
        } catch (error) {
          // Anything else (the config does not load, the file cannot be written) is answered too, not left hanging.
          if (!(error instanceof TranslationRefused))
            return answer(500, { error: `not saved: ${error instanceof Error ? error.message : String(error)}` })
          answer(422, { error: error.message })
        }
      },
      (error: Error) => answer(413, { error: error.message }),
    )
  }
}

function parse(text: string): { id: string; translation: string } | undefined {
  try {
    const body: unknown = JSON.parse(text)
    if (typeof body !== 'object' || body === null) return undefined
    const { id, translation } = body as Record<string, unknown>
    return typeof id === 'string' && typeof translation === 'string' ? { id, translation } : undefined
  } catch {
    return undefined
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      text += chunk
      if (text.length > LARGEST_BODY) {
        reject(new Error(`the request is over ${LARGEST_BODY} characters`))
        request.destroy()
      }
    })
    request.on('end', () => resolve(text))
    request.on('error', reject)
  })
}
