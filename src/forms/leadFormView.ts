import type { ErrorCode } from './validation'

/** Where a lead form's sending stands. */
export type SubmitStatus = 'idle' | 'submitting' | 'success' | 'failure'

/** What a lead form shows of its state: the outcome of sending, and each invalid field's error. */
export interface LeadFormView {
  status: SubmitStatus
  /** The error code of each invalid field (translated where it is shown). */
  errors: Partial<Record<string, ErrorCode>>
  /** How many times the visitor tried to send (valid or not). */
  submitCount: number
  /** The fields edited since the page was served. */
  dirty: Partial<Record<string, boolean>>
}
