import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { optimize } from 'svgo'
import type { ClientLogo } from '../../layout/logoSvg'
import { shippedSvg, svgSize } from '../media/svgSafety'

/**
 * Where a client's own logo goes, from the project's root: an SVG file. When it is there, the header, the footers,
 * the favicon, the structured-data logo and the social cards draw it instead of the generated mark
 * (`scripts/logo.ts`); the build checks it like every other SVG image (`svgSafety.ts`).
 */
export const CLIENT_LOGO_FILE = 'content/brand/logo.svg'

/** The client logo of a project, ready to draw; undefined when there is none; `problem` when it may not be shipped. */
export function readClientLogo(root: string): { logo?: ClientLogo; problem?: string } {
  const file = join(root, CLIENT_LOGO_FILE)
  if (!existsSync(file)) return {}
  const shipped = shippedSvg(readFileSync(file, 'utf8'))
  if ('problem' in shipped) return { problem: shipped.problem }
  const size = svgSize(shipped.svg)
  if (!size || size.width <= 0 || size.height <= 0)
    return { problem: 'declares no size; give its <svg> a viewBox (or a width and a height) and export it again' }
  // Without its own width and height (a viewBox in their place), it fills the box that holds it.
  const svg = optimize(shipped.svg, { plugins: ['removeDimensions'] }).data
  return { logo: { svg, ...size } }
}
