/**
 * Why an SVG may not be served as an image of the site, or undefined: it must not run scripts (a `<script>`, an
 * `on…=` handler, a `javascript:` link) nor load anything from outside (an `http(s):`/`//` reference, a
 * `<foreignObject>`, an `@import`), so what a marketer commits shows the same everywhere and carries nothing else.
 */
export function svgProblem(svg: string): string | undefined {
  if (/<script[\s>]/i.test(svg)) return 'has a <script>; an SVG image may not run scripts: remove it'
  const handler = /\son[a-z]+\s*=/i.exec(svg)
  if (handler) return `has an event handler (${handler[0].trim()}…); an SVG image may not run scripts: remove it`
  if (/javascript:/i.test(svg)) return 'has a javascript: link; an SVG image may not run scripts: remove it'
  if (/<foreignObject[\s>]/i.test(svg))
    return 'has a <foreignObject>, which embeds HTML; draw it in SVG or export the image as PNG'
  const external =
    /(?:href|src)\s*=\s*["']\s*((?:https?:)?\/\/[^"']*)/i.exec(svg) ??
    /url\(\s*["']?((?:https?:)?\/\/[^)"']*)/i.exec(svg) ??
    /@import\s+["']?([^"';\s]+)/i.exec(svg)
  if (external)
    return `references an outside file (${external[1]}); embed what it shows in the SVG, or export the image as PNG`
  return undefined
}

/** The pixel size an SVG declares: its `width`/`height` attributes in px, else its `viewBox`. */
export function svgSize(svg: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0]
  if (!root) return undefined
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)(px)?\\s*["']`, 'i').exec(root)
  const width = attribute('width')
  const height = attribute('height')
  if (width && height) return { width: Number(width[1]), height: Number(height[1]) }
  const box = /\sviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i.exec(root)
  return box ? { width: Number(box[1]), height: Number(box[2]) } : undefined
}
