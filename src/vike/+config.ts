import type { Config } from 'vike/types'

/**
 * Vike prerenders every URL to HTML and hydrates it; TanStack Router owns routing and client navigation,
 * so Vike stays in server-routing mode with one catch-all page (`site/`).
 */
export default {
  prerender: true,
  clientRouting: false,
} satisfies Config
