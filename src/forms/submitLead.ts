import { LEAD_ENDPOINT } from './leadEndpoint'

/** A lead that was not accepted gives up after this long, so the visitor can retry. */
export const SUBMIT_TIMEOUT_MS = 15_000

/**
 * Posts a lead as JSON. Only a 2xx answer counts as sent: an error status, a network failure or no answer
 * within the timeout rejects, and the caller keeps everything the visitor typed.
 */
export async function submitLead(
  body: Record<string, string>,
  { endpoint = LEAD_ENDPOINT, timeoutMs = SUBMIT_TIMEOUT_MS } = {},
): Promise<void> {
  const controller = new AbortController()
  const timer = setTimeout(
    () => controller.abort(new Error(`No answer from ${endpoint} within ${timeoutMs} ms`)),
    timeoutMs,
  )
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    })
    if (!response.ok) throw new Error(`${endpoint} answered ${response.status}`)
  } finally {
    clearTimeout(timer)
  }
}
