import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import sax from 'sax'
import type { ClientLogo } from '../../../design/logoSvg'
import { shippedSvg, svgo, svgSize } from '../media/svgSafety'

/**
 * Where a client's own logo goes, from the project's root: an SVG file. When it is there, the header, the footers,
 * the favicon, the structured-data logo and the social cards draw it instead of the generated mark
 * (`scripts/logo.ts`); the build checks it like every other SVG image (`svgSafety.ts`).
 */
export const CLIENT_LOGO_FILE = 'content/brand/logo.svg'

/**
 * The client logo of a project, ready to draw inside the page: shipped as every SVG image is (`shippedSvg`), then its
 * styles made presentation attributes (the page's Content-Security-Policy blocks `style` attributes), its classes
 * dropped (the site's CSS must not reach into it), its ids prefixed (unique on the page) and its own size removed (it
 * fills the box that holds it). Undefined when there is none; `problem` when it may not be shipped or drawn.
 */
export function readClientLogo(root: string): { logo?: ClientLogo; problem?: string } {
  const file = join(root, CLIENT_LOGO_FILE)
  if (!existsSync(file)) return {}
  const shipped = shippedSvg(readFileSync(file, 'utf8'))
  if ('problem' in shipped) return { problem: shipped.problem }
  const size = svgSize(shipped.svg)
  if (!size || size.width <= 0 || size.height <= 0)
    return { problem: 'declares no size; give its <svg> a viewBox (or a width and a height) and export it again' }
  const svg = svgo().optimize(shipped.svg, {
    plugins: [
      'convertStyleToAttrs',
      { name: 'removeAttrs', params: { attrs: 'class' } },
      { name: 'prefixIds', params: { prefix: 'brand-logo' } },
      'removeDimensions',
    ],
  }).data
  const style = styleLeft(svg)
  if (style)
    return {
      problem: `has a style the page's Content-Security-Policy would block (style="${style}"); export it with presentation attributes (Illustrator: Styling › Presentation Attributes)`,
    }
  return { logo: { svg, ...size } }
}

/** The first `style` attribute of an SVG, if any is left. */
function styleLeft(svg: string): string | undefined {
  let found: string | undefined
  const parser = sax.parser(true)
  parser.onopentag = (tag) => {
    const style = tag.attributes.style
    if (found === undefined && typeof style === 'string') found = style
  }
  parser.write(svg).close()
  return found
}
