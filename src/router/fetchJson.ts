/** Fetches a JSON file of the built site (a page's data, its messages); a failed answer is an error naming it. */
export async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.json()
}
