import type { StoredLead } from '../../src/server/leads/leadStore'
import { validBodies } from './serverProcess'

const DAY_MS = 86_400_000

/** An ISO date `days` days ago. */
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString()

/** A stored lead as the file store keeps it, written straight into a store by tests and the fault bench. */
export const storedLead = (id: string, spam = false, receivedAt = new Date().toISOString()): StoredLead => ({
  id,
  receivedAt,
  kind: 'lead',
  locale: 'pt-br',
  spam,
  body: { ...validBodies.lead, email: `${id}@acme.example` },
})
