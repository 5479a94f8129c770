/** Set in the process of `npm run dev` and `npm run translate` by their preview plugin (`devPreviewPlugin`). */
const DEV_SERVER_ENV = 'NUVORA_DEV_SERVER'

/** Marks this process as a dev server: its renders preview every page in every locale and make images on request. */
export function markDevServer(): void {
  process.env[DEV_SERVER_ENV] = '1'
}

/**
 * Whether this process serves `npm run dev` or `npm run translate`. Not `import.meta.env.DEV`: Vite sets that in a
 * build too when NODE_ENV is anything but `production` (a build started by a test runs with NODE_ENV=test), and a
 * build must publish each page only in its own locales.
 */
export function isDevServer(): boolean {
  return process.env[DEV_SERVER_ENV] === '1'
}
