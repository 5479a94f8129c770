/**
 * `edited` laid out by Prettier with the project's settings, when the file was (`before` passes `prettier --check`):
 * a new block comes out as the rest of the file is written, and every line the edit did not touch stays as it was.
 * A file Prettier would change anyway is left as the edit printed it, so that no other line moves.
 */
export async function formattedLikeBefore(file: string, before: string, edited: string): Promise<string> {
  // Loaded on first use: `npm run dev` bundles this module into its config, and the studio may never edit a file.
  const { check, format, resolveConfig } = await import('prettier')
  const options = { ...(await resolveConfig(file)), filepath: file }
  return (await check(before, options)) ? format(edited, options) : edited
}
