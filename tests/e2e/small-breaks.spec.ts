import { expect, test } from './fixtures'

/**
 * The small breaks a buyer notices in ten seconds (issue 37 point 6), each held here: hero buttons that wrap onto a
 * line of their own, a number split from its unit at a line end, and submit buttons that say only "Send".
 */

const LOCALES = ['pt-br', 'en-us', 'es-es'] as const

for (const locale of LOCALES)
  test(`/${locale}: the hero's buttons stand on one row at 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`/${locale}`)
    // The row of the hero's actions: the parent of its first button (the one to the contact page).
    const tops = await page
      .locator('[data-section="hero"] a[href$="/contato"]')
      .first()
      .evaluate((first) =>
        [...first.parentElement!.children].map((button) => Math.round(button.getBoundingClientRect().top)),
      )
    expect(tops.length, 'the home hero has three actions').toBe(3)
    expect(Math.max(...tops) - Math.min(...tops), `tops of the hero's buttons: ${tops.join(', ')}`).toBeLessThanOrEqual(
      2,
    )
  })

for (const path of ['/es-es', '/es-es/quem-somos', '/pt-br', '/en-us/servicos/e-commerce'])
  test(`${path}: no number is split from its per cent sign or currency at a line end`, async ({ page }) => {
    await page.goto(path)
    const split = await page.evaluate(() => {
      const found: string[] = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        if (/\d [%‰]|(R\$|US\$|€) \d/.test(text)) found.push(text.trim())
      }
      return found
    })
    expect(split, 'texts with a breakable space between a number and its unit').toEqual([])
  })

const SUBMIT = {
  '/pt-br/contato': 'Enviar mensagem',
  '/en-us/contato': 'Send message',
  '/es-es/contato': 'Enviar mensaje',
  '/pt-br/contrate': 'Falar com um especialista',
  '/en-us/fabrica-de-software': 'Talk to a specialist',
  '/pt-br/servicos/e-commerce': 'Pedir orçamento',
  '/es-es/servicos/e-commerce': 'Solicitar presupuesto',
}

for (const [path, label] of Object.entries(SUBMIT))
  test(`${path}: the submit button says what the visitor gets ("${label}")`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('main form button[type="submit"]')).toHaveText(label)
  })
