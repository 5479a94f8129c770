import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from './fixtures'

const ASSETS = join(process.env.DIST_DIR ?? 'dist', 'client', 'assets')

async function scripts(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name))
}

test('the browser bundle holds the precompiled form validators, but no ajv compiler and no eval', async () => {
  const files = await scripts(ASSETS)
  expect(files.length).toBeGreaterThan(0)
  const code = await Promise.all(files.map(async (file) => [file, await readFile(file, 'utf8')] as const))
  for (const [file, source] of code) {
    expect(source, file).not.toMatch(/\bnew Function\s*\(|\beval\s*\(/)
    // Markers of ajv's compiler (its options and code generator), absent from standalone validators.
    expect(source, file).not.toMatch(/strictSchema|addKeyword|compileAsync|\$dynamicAnchor/)
  }
  // The validators themselves are there: their generated error messages.
  expect(code.some(([, source]) => source.includes('must NOT have more than'))).toBe(true)
})
