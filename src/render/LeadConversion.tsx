import { LeadConversionEffect } from '../consent/LeadConversionEffect'
import { Island } from './Island'

/**
 * The lead conversion, sent once when the page loads and the visitor accepted tracking (the thank-you page): an
 * island of its own with nothing to show, so the block around it stays the server's HTML.
 */
export function LeadConversion() {
  return (
    <Island name="lead-conversion">
      <LeadConversionEffect />
    </Island>
  )
}
