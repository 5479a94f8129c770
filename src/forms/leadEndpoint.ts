/**
 * Where leads are posted, by the script (`submitLead.ts`) and by a plain form post (the form's `action`): a
 * build-time setting (`VITE_LEAD_ENDPOINT`), by default the site's own endpoint. A module of its own, read by the
 * browser build only (the Node server has no Vite environment variables).
 */
export const LEAD_ENDPOINT: string = import.meta.env.VITE_LEAD_ENDPOINT || '/api/mail/contact'
