import { test as base, expect } from '@playwright/test'

/**
 * Every e2e test: requests that leave the machine are blocked and reported, and the page must stay
 * console-clean (no error, no warning, no uncaught exception, so no React hydration mismatch).
 */
export const test = base.extend<{ consoleProblems: string[]; allowedConsole: RegExp | undefined }>({
  /** Console messages a test expects (e.g. a form logging a failed send it provoked). */
  allowedConsole: [undefined, { option: true }],
  consoleProblems: [
    async ({ page, context, allowedConsole }, use) => {
      const problems: string[] = []
      await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])/, (route) => {
        problems.push(`external request: ${route.request().url()}`)
        return route.abort()
      })
      page.on('console', (message) => {
        // A not-found page is itself answered with 404, which Chromium logs; that one is expected.
        const isDocument404 = message.location().url === page.url() && message.text().includes('status of 404')
        const expected = isDocument404 || (allowedConsole?.test(message.text()) ?? false)
        if ((message.type() === 'error' || message.type() === 'warning') && !expected)
          problems.push(`${message.type()}: ${message.text()}`)
      })
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
      await use(problems)
      expect(problems, 'console errors, warnings or external requests').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

export const LOCALE_CASES = [
  {
    locale: 'pt-br',
    htmlLang: 'pt-BR',
    heroTitle: 'Tecnologia sob medida para o seu negócio crescer',
    services: 'Nossos serviços',
    flag: 'flag-br',
  },
  {
    locale: 'en-us',
    htmlLang: 'en-US',
    heroTitle: 'Custom technology to help your business grow',
    services: 'Our services',
    flag: 'flag-us',
  },
  {
    locale: 'es-es',
    htmlLang: 'es-ES',
    heroTitle: 'Tecnología a medida para que tu negocio crezca',
    services: 'Nuestros servicios',
    flag: 'flag-es',
  },
] as const

/**
 * Waits until the browser has hydrated the page: in the built site, the client entry has run and every island of the
 * page (its blocks with behaviour, the header's menus, the cookie banner: `src/render/hydrateIslands.tsx`) is live;
 * on the dev server, which hydrates the whole page with React (`app/hydrate.tsx`), React holds the root and every block.
 */
export async function waitForHydration(page: import('@playwright/test').Page) {
  await page.waitForFunction(() => {
    if (document.documentElement.hasAttribute('data-hydrated')) return true
    const root = document.getElementById('root')
    const live = (node: object) => Object.keys(node).some((key) => key.startsWith('__react'))
    if (!root || !Object.keys(root).some((key) => key.startsWith('__reactContainer'))) return false
    return [...document.querySelectorAll('#main [data-section]')]
      .filter((block) => !block.parentElement?.closest('[data-section]'))
      .every(live)
  })
}
