import { expect, test, waitForHydration } from './fixtures'

/** The messages file a prerendered page names in its page data, as the browser reads it. */
async function messagesOf(request: import('@playwright/test').APIRequestContext, url: string): Promise<string> {
  const html = await (await request.get(url)).text()
  const file = /"messages":"(\/assets\/data\/messages\.[\w-]+\.json)"/.exec(html)?.[1]
  expect(file, `${url} names its messages file`).toBeTruthy()
  return (await request.get(file!)).text()
}

test("each page ships its own messages and its chrome's, not another page's", async ({ request }) => {
  const home = await messagesOf(request, '/en-us')
  const contact = await messagesOf(request, '/en-us/contato')
  // The contact form's field label is the contact page's alone; the footer's new-tab note is on every page.
  expect(contact).toContain('Full name')
  expect(home).not.toContain('Full name')
  for (const messages of [home, contact]) expect(messages).toContain('(opens in a new tab)')
  expect(home.length).toBeLessThan(contact.length * 2)
})

test("a client-side navigation brings the target page's messages before it shows it", async ({ page }) => {
  await page.goto('/en-us')
  await waitForHydration(page)
  const fetched: string[] = []
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  await page.locator('a[href="/en-us/contato"]:visible').first().click()
  await expect(page).toHaveURL('/en-us/contato')
  // Client-side: the home's document is still there, and the contact page's messages were fetched for it.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  await expect(page.getByLabel('Full name')).toBeVisible()
  expect(fetched.some((path) => /^\/assets\/data\/messages\.[\w-]+\.json$/.test(path))).toBe(true)
})
