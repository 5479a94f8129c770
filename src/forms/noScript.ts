/**
 * What the rendered form carries for posting without JavaScript (src/server/leads/formPost.ts): hidden fields
 * naming the form and its page, and the texts the server writes into the page when a post comes back invalid.
 */

/** Hidden fields of every form; never part of the lead body. */
export const POST_FIELDS = {
  /** The declared form's name (`contact`, `lead`, `ecommerce`, or one of the site's own, `hire`). */
  kind: '_form',
  /** The page the form is on (`/es-es/contato`): where errors are shown, and the page's locale. */
  page: '_page',
  /** The thank-you page, for forms that navigate on success. Checked against the site's own pages. */
  thanks: '_thanks',
} as const

/** Marks a form in the page; its value is the declared form's name. */
export const FORM_ATTRIBUTE = 'data-lead-form'

/** Attributes of the form holding its translated texts, read by the server's fill-in. */
export const TEXT_ATTRIBUTES = {
  required: 'data-text-required',
  email: 'data-text-email',
  phone: 'data-text-phone',
  success: 'data-text-success',
} as const

/**
 * Marks the JSON the server adds (outside the app root) to a page it filled after a post: the same values, errors
 * and success, so that a browser whose JavaScript runs after all renders the page exactly as served.
 */
export const FLASH_ATTRIBUTE = 'data-lead-flash'
