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

test('a page a link opens hydrates its islands with its own messages', async ({ page, request }) => {
  await page.goto('/en-us')
  await waitForHydration(page)
  const fetched: string[] = []
  page.on('request', (sent) => fetched.push(new URL(sent.url()).pathname))
  await page.locator('a[href="/en-us/contato"]:visible').first().click()
  await expect(page).toHaveURL('/en-us/contato')
  await waitForHydration(page)
  // The contact page's islands (its form) read the messages its own HTML names, not the home's.
  const own = /"messages":"(\/assets\/data\/messages\.[\w-]+\.json)"/.exec(
    await (await request.get('/en-us/contato')).text(),
  )
  expect(fetched).toContain(own?.[1])
  // A message only the form's own code writes, in English: the count of fields to fix.
  await page.locator('main form').getByRole('button', { name: 'Send message' }).click()
  await expect(page.locator('main form').getByRole('alert')).toHaveText(/^\d+ fields need fixing\.$/)
  await expect(page.getByLabel('Full name')).toBeVisible()
})
