import { useLeadConversion } from './useTracking'

/** Sends the lead conversion (`useLeadConversion`) and shows nothing: what the `lead-conversion` island renders. */
export function LeadConversionEffect() {
  useLeadConversion()
  return null
}
