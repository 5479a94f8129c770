/**
 * A content collection: entries of one kind (news articles, service pages…), each validated by the collection's
 * JSON schema at build time. A page declared once with `collection` gets one URL per entry (see `expandPages`).
 */
export interface Collection<Entry extends { slug: string } = { slug: string }> {
  /** Name of the collection, used in config errors (`news › conheca-os-courserians-… › title`). */
  name: string
  /** JSON schema every entry must match (usually the one of the section that renders it). */
  schema: object
  /** The entries, in the order lists show them. */
  entries: Entry[]
}

/** The only way to declare a collection; keeps the entry type for the pages that use it. */
export function defineCollection<Entry extends { slug: string }>(collection: Collection<Entry>): Collection<Entry> {
  return collection
}
