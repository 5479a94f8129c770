/**
 * Classes shared by the rendered form (Field, FormShell) and the server's no-JavaScript fill-in
 * (src/server/leads/formPage.ts), so a server-filled error looks exactly like one shown in the browser.
 */
export const CONTROL_CLASS = 'mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink'
export const VALID_BORDER = 'border-slate-400'
export const INVALID_BORDER = 'border-red-700'
export const ERROR_CLASS = 'mt-1 text-sm font-medium text-red-700'
export const ALERT_CLASS = {
  failure: 'rounded-lg bg-red-50 p-3 font-medium text-red-800',
  success: 'rounded-lg bg-green-50 p-3 font-medium text-green-800',
}
