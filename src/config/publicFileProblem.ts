import { closest } from './closest'

/** A path that must name a file under `public/` (an image, icon or logo). */
export function publicFileProblem(path: string, publicFiles: ReadonlySet<string>): string | undefined {
  if (publicFiles.has(path)) return undefined
  const guess = closest(path, [...publicFiles])
  return `"${path}" is not a file in public/${guess ? ` (did you mean "${guess}"?)` : ''}; add the file under public/ or fix the path`
}
