import sax, { type QualifiedAttribute, type QualifiedTag } from 'sax'
import type { Config } from 'svgo'
import { onFirstUse } from '../onFirstUse'

/**
 * SVGO, loaded on first use (half a second): `npm run dev` loads this module with its config and its first page's
 * config check, which has no SVG to optimize unless the media folder holds one.
 */
export const svgo = onFirstUse<typeof import('svgo')>('svgo')

const SVG = 'http://www.w3.org/2000/svg'
const XHTML = 'http://www.w3.org/1999/xhtml'
const XLINK = 'http://www.w3.org/1999/xlink'
const XML = 'http://www.w3.org/XML/1998/namespace'
const XMLNS = 'http://www.w3.org/2000/xmlns/'

/**
 * How the build optimizes an SVG (SVGO's default preset): a `<style>` sheet's rules become attributes of the
 * elements they match even when they match several, so an SVG exported with classes ships without a sheet.
 */
export const SVGO_CONFIG: Config = {
  multipass: true,
  plugins: [{ name: 'preset-default', params: { overrides: { inlineStyles: { onlyMatchedOnce: false } } } }],
}

/**
 * The SVG as the site ships it, or why it may not be shipped: the source is refused at once if it declares
 * entities (an XML bomb would blow up in the optimizer), then optimized (`SVGO_CONFIG`), and what comes out, the
 * bytes that ship, is judged by `svgProblem`: the optimizer decodes entities and keeps prefixes, so only its output
 * shows what a browser will run. The build (`buildImage`) and the config check (`inspectMedia`) both call it.
 */
export function shippedSvg(source: string): { svg: string } | { problem: string } {
  if (/<!ENTITY/i.test(source)) return { problem: ENTITIES }
  let svg: string
  try {
    svg = svgo().optimize(source, SVGO_CONFIG).data
  } catch (error) {
    return { problem: notWellFormed(error) }
  }
  const problem = svgProblem(svg)
  return problem ? { problem } : { svg }
}

/**
 * Why an SVG may not be served as an image of the site, or undefined. It is read as XML with its namespaces
 * resolved and its entities decoded, as a browser reads it, and must hold only what draws a picture: SVG elements
 * and attributes of an allow-list (shapes, text, gradients, patterns, clips, masks, markers, filters, animation of
 * what it draws), references to its own parts (`#id`) and embedded PNG, JPEG or WebP pictures. So it can neither
 * run a script (a `<script>` under any prefix, an `on…` handler, a `javascript:` link, an animated `href`) nor load
 * anything from outside (an outside `href`, a `url()` that is not `#id`, a style sheet, HTML), whoever opens it and
 * however. Each answer says what was found and how to fix it.
 */
export function svgProblem(svg: string): string | undefined {
  if (/<!ENTITY/i.test(svg)) return ENTITIES
  // XML's five entities only, as a browser reads an SVG (`&nbsp;` is an error there).
  const parser = sax.parser(true, { xmlns: true, strictEntities: true })
  let root = true
  parser.ondoctype = (doctype) => {
    if (doctype.includes('[')) throw new Refusal(ENTITIES)
  }
  parser.onprocessinginstruction = ({ name }) => {
    if (name.toLowerCase() !== 'xml')
      throw new Refusal(
        `has a <?${name}?> instruction${name === 'xml-stylesheet' ? ', which loads a style sheet' : ''}; remove it`,
      )
  }
  parser.onopentag = (tag) => {
    const problem = elementProblem(tag, root)
    root = false
    if (problem) throw new Refusal(problem)
  }
  parser.onerror = (error) => {
    throw error
  }
  try {
    parser.write(svg).close()
  } catch (error) {
    return error instanceof Refusal ? error.message : notWellFormed(error)
  }
  return root ? notWellFormed(new Error('no <svg> element')) : undefined
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

/** A problem found while parsing: parsing stops there. */
class Refusal extends Error {}

const ENTITIES =
  'declares a <!DOCTYPE> with entities, where an XML bomb hides; remove the <!DOCTYPE …> block or export the image again as plain SVG'

function notWellFormed(error: unknown): string {
  const [message = '', ...position] = String((error as Error).message ?? error).split('\n')
  const at = position.join(' ').match(/Line: (\d+)\s+Column: (\d+)/)
  const where = at ? ` at line ${Number(at[1]) + 1}, column ${at[2]}` : ''
  return `is not well-formed XML (${message.replace(/^.*?:\d+:\d+: /, '')}${where}); open it in a drawing program and export it again as SVG`
}

/** The animation elements: they may animate what is drawn, never a reference nor a handler. */
const ANIMATIONS = new Set(['animate', 'animateTransform', 'animateMotion', 'set', 'mpath'])

/** The SVG elements a picture is drawn with, and nothing else (no `a`, `script`, `style`, `foreignObject`…). */
const ELEMENTS = new Set([
  ...['svg', 'g', 'defs', 'symbol', 'use', 'switch', 'title', 'desc'],
  ...['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'textPath', 'image'],
  ...['linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker'],
  ...['filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix'],
  ...['feDiffuseLighting', 'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB'],
  ...['feFuncG', 'feFuncR', 'feGaussianBlur', 'feImage', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset'],
  ...['fePointLight', 'feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence'],
  ...ANIMATIONS,
])
/** The elements whose `href` may embed a picture as `data:`; every other `href` points inside the SVG. */
const PICTURES = new Set(['image', 'feImage'])

/** The attributes (without a namespace) those elements are drawn with; `href` is judged apart. */
const ATTRIBUTES = new Set([
  // Core, accessibility, and the root's.
  ...['id', 'class', 'style', 'lang', 'role', 'viewBox', 'preserveAspectRatio', 'version', 'baseProfile'],
  ...['systemLanguage', 'requiredFeatures', 'requiredExtensions'],
  // Geometry.
  ...['x', 'y', 'width', 'height', 'rx', 'ry', 'cx', 'cy', 'r', 'fx', 'fy', 'fr', 'x1', 'y1', 'x2', 'y2'],
  ...['d', 'points', 'pathLength', 'transform'],
  // Presentation.
  ...['alignment-baseline', 'baseline-shift', 'clip', 'clip-path', 'clip-rule', 'color', 'color-interpolation'],
  ...['color-interpolation-filters', 'color-rendering', 'direction', 'display', 'dominant-baseline'],
  ...['enable-background', 'fill', 'fill-opacity', 'fill-rule', 'filter', 'flood-color', 'flood-opacity', 'font'],
  ...['font-family', 'font-size', 'font-size-adjust', 'font-stretch', 'font-style', 'font-variant', 'font-weight'],
  ...['glyph-orientation-horizontal', 'glyph-orientation-vertical', 'image-rendering', 'kerning', 'letter-spacing'],
  ...['lighting-color', 'marker', 'marker-start', 'marker-mid', 'marker-end', 'mask', 'mask-type', 'opacity'],
  ...['overflow', 'paint-order', 'pointer-events', 'shape-rendering', 'stop-color', 'stop-opacity', 'stroke'],
  ...['stroke-dasharray', 'stroke-dashoffset', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit'],
  ...['stroke-opacity', 'stroke-width', 'text-anchor', 'text-decoration', 'text-rendering', 'transform-origin'],
  ...['unicode-bidi', 'vector-effect', 'visibility', 'word-spacing', 'writing-mode', 'isolation', 'mix-blend-mode'],
  // Gradients, patterns, clips, masks, markers.
  ...['gradientUnits', 'gradientTransform', 'spreadMethod', 'offset', 'patternUnits', 'patternContentUnits'],
  ...['patternTransform', 'clipPathUnits', 'maskUnits', 'maskContentUnits', 'markerWidth', 'markerHeight'],
  ...['markerUnits', 'refX', 'refY', 'orient'],
  // Text.
  ...['dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'startOffset', 'method', 'spacing', 'side'],
  // Filters.
  ...['filterUnits', 'primitiveUnits', 'in', 'in2', 'result', 'stdDeviation', 'edgeMode', 'mode', 'operator'],
  ...['k1', 'k2', 'k3', 'k4', 'type', 'values', 'tableValues', 'slope', 'intercept', 'amplitude', 'exponent'],
  ...['kernelMatrix', 'order', 'divisor', 'bias', 'targetX', 'targetY', 'preserveAlpha', 'kernelUnitLength'],
  ...['surfaceScale', 'diffuseConstant', 'specularConstant', 'specularExponent', 'scale', 'xChannelSelector'],
  ...['yChannelSelector', 'radius', 'baseFrequency', 'numOctaves', 'seed', 'stitchTiles', 'azimuth', 'elevation'],
  ...['z', 'pointsAtX', 'pointsAtY', 'pointsAtZ', 'limitingConeAngle'],
  // Animation of what it draws.
  ...['attributeName', 'attributeType', 'begin', 'dur', 'end', 'min', 'max', 'restart', 'repeatCount'],
  ...['repeatDur', 'calcMode', 'keyTimes', 'keySplines', 'from', 'to', 'by', 'additive', 'accumulate', 'path'],
  ...['keyPoints', 'origin'],
])

/** CSS functions that fetch or build an image from outside the SVG, or run code (old IE). */
const LOADING_FUNCTIONS = new Set(
  ['image', 'image-set', '-webkit-image-set', 'cross-fade', '-webkit-cross-fade', 'element', '-moz-element'].concat([
    'src',
    'expression',
    'paint',
  ]),
)

function elementProblem(tag: QualifiedTag, root: boolean): string | undefined {
  const name = `<${tag.name}>`
  const local = tag.local.toLowerCase()
  // Named first, whatever their namespace: what a browser would run or embed.
  if (local === 'script' || local === 'handler' || local === 'listener')
    return `has a <script>${tag.name === 'script' ? '' : ` (written ${name})`}; an SVG image may not run scripts: remove it`
  if (local === 'foreignobject') return `has a ${name}, which embeds HTML; draw it in SVG or export the image as PNG`
  if (tag.uri === XHTML) return `embeds HTML (${name}); draw it in SVG or export the image as PNG`
  if (tag.uri === '' && root)
    return `is not an SVG image: its root ${name} has no namespace; add xmlns="http://www.w3.org/2000/svg" to it`
  if (tag.uri !== SVG)
    return `has an element of another vocabulary (${name}${tag.uri ? `, namespace "${tag.uri}"` : ''}); an SVG image holds SVG elements only: remove it (a drawing program's own data) or export the image again as plain SVG`
  if (root && tag.local !== 'svg') return `is not an SVG image (its root is ${name}); export it again as SVG`
  if (tag.local === 'style')
    return `has a <style> sheet whose rules could not become attributes; export it with presentation attributes (Illustrator: Styling › Presentation Attributes) or export the image as PNG`
  for (const attribute of Object.values(tag.attributes)) {
    const problem = attributeProblem(attribute, tag)
    if (problem) return problem
  }
  if (ANIMATIONS.has(tag.local) && tag.attributes.attributeName) {
    const target = tag.attributes.attributeName.value.trim()
    const targetLocal = target.slice(target.indexOf(':') + 1)
    if (targetLocal === 'href' || /^on/i.test(targetLocal) || !ATTRIBUTES.has(target))
      return `animates ${target} (${name} attributeName="${target}"), which could point it anywhere or run a script; remove the animation`
  }
  if (!ELEMENTS.has(tag.local))
    return `has a ${name} element, which an SVG image has no use for (it holds shapes, text, gradients, patterns, masks, filters and references to its own parts); remove it or export the image as PNG`
  return undefined
}

function attributeProblem(attribute: QualifiedAttribute, tag: QualifiedTag): string | undefined {
  const where = `${attribute.name} on <${tag.name}>`
  if (/^on/i.test(attribute.local))
    return `has an event handler (${where}); an SVG image may not run scripts: remove it`
  if (attribute.uri === XMLNS) return undefined
  if (attribute.local === 'href' && (attribute.uri === '' || attribute.uri === XLINK))
    return urlProblem(attribute.value, where, PICTURES.has(tag.local))
  const known =
    attribute.uri === ''
      ? ATTRIBUTES.has(attribute.local) || /^aria-[a-z]+$/.test(attribute.local)
      : attribute.uri === XML && (attribute.local === 'space' || attribute.local === 'lang')
  if (!known)
    return `has a "${attribute.name}" attribute on <${tag.name}>, which an SVG image has no use for; remove it or export the image again as plain SVG`
  return cssProblem(attribute.value, where)
}

/**
 * Why a reference may not be followed: only a part of the SVG itself (`#id`) may be, and where `picture` allows,
 * a PNG, JPEG or WebP embedded as base64 `data:`. The URL is read as a browser reads it: tabs and newlines
 * dropped, spaces and control characters trimmed.
 */
function urlProblem(raw: string, where: string, picture = false): string | undefined {
  const url = raw.replace(/[\t\n\r]/g, '').replace(/^[\0-\x20]+|[\0-\x20]+$/g, '')
  if (/^#[^#\s]*$/.test(url)) return undefined
  if (picture && /^data:image\/(png|jpeg|webp);base64,[a-z0-9+/]*={0,2}$/i.test(url)) return undefined
  if (/^javascript:/i.test(url)) return `has a javascript: link (${where}); an SVG image may not run scripts: remove it`
  if (/^data:/i.test(url))
    return `embeds ${url.split(/[;,]/)[0]} (${where}); an SVG image may embed only PNG, JPEG or WebP pictures: export the image as PNG`
  const shown = url.length > 80 ? `${url.slice(0, 80)}…` : url
  return `references an outside file (${shown}) in ${where}; embed what it shows in the SVG, or export the image as PNG`
}

/** Why a value (an attribute, a `style`) may load or run something: a `url()` that is not `#id`, an escape. */
function cssProblem(value: string, where: string): string | undefined {
  if (value.includes('\\'))
    return `has a CSS escape (${where}), which can hide a reference to an outside file; write the value without escapes`
  if (/@import|-moz-binding|behavior\s*:/i.test(value))
    return `has a style that loads code or a style sheet (${where}); remove it`
  for (const call of value.matchAll(/([a-z-]+)\s*\(/gi)) {
    const name = call[1]!.toLowerCase()
    if (LOADING_FUNCTIONS.has(name))
      return `has a style that loads a picture or code (${name}(), ${where}); embed what it shows in the SVG, or export the image as PNG`
    if (name !== 'url') continue
    const argument = /^url\s*\(\s*(?:"([^"]*)"|'([^']*)'|([^'"()\s]*))\s*\)/i.exec(value.slice(call.index))
    if (!argument) return `has a url() it cannot read (${where}); write it as url(#id)`
    const problem = urlProblem(argument[1] ?? argument[2] ?? argument[3] ?? '', where)
    if (problem) return problem
  }
  return undefined
}
