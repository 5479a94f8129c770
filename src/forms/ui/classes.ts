/**
 * Classes shared by the rendered form (Field, FormShell) and the server's no-JavaScript fill-in
 * (src/server/leads/formPage.ts), so a server-filled error looks exactly like one shown in the browser. The server
 * swaps `VALID_BORDER` for `INVALID_BORDER` in a control's `class`: the control's class is `CONTROL_CLASS` then
 * one of them, joined by a space (no class merging that could reorder them).
 */
export const CONTROL_CLASS =
  'block min-h-11 w-full rounded-control bg-surface px-3.5 py-2.5 text-body text-fg ring-inset placeholder:text-fg-muted transition-shadow duration-fast ease-brand'
export const VALID_BORDER = 'ring-1 ring-line-strong hover:ring-fg-muted'
export const INVALID_BORDER = 'ring-2 ring-error'
export const ERROR_CLASS = 'mt-2 text-small font-medium text-error'
export const ALERT_CLASS = {
  failure: 'rounded-control bg-error-soft px-4 py-3 font-medium text-on-error-soft',
  success: 'rounded-control bg-success-soft px-4 py-3 font-medium text-on-success-soft',
}
