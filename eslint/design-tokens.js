/**
 * `design/no-raw-style`: sections and the chrome name the brand's tokens (`src/design/tokens.css`), never a raw value.
 *
 * It reads every string and template literal of a file and, in class lists (JSX `className` and `*ClassName`, the
 * arguments and config objects of `cn`/`cva`/`clsx`, any string made of class-like words), refuses:
 * - raw colours: hex (`#4f46e5`), `rgb()`/`hsl()`/`oklch()`…, Tailwind's palette (`bg-white`, `text-slate-600`,
 *   `ring-indigo-200`, `shadow-black/30`, `from-…`) and any colour utility that is not a token (`bg-brand`);
 * - Tailwind's scales the tokens replace: `text-xs`…`text-9xl`, `rounded`, `rounded-md`…`rounded-3xl`, `shadow`,
 *   `shadow-sm`…`shadow-2xl`, font families other than the brand's;
 * - arbitrary values and properties (`max-w-[1048px]`, `grid-cols-[1fr_480px]`, `[mask:…]`, `bg-(--x)`), arbitrary
 *   breakpoints (`min-[900px]:`) and `!important` (`!py-8`: `cn` already lets the later class win);
 * and, in the JSX attributes `fill`, `stroke`, `color` and `style`, any raw colour (`currentColor` and `none` are fine).
 * Variant prefixes (`hover:`, `sm:`, `data-[open]:`) are looked through. The allowed names are read from the token
 * file itself (`@theme` in `tokens.css`, `@utility` in `global.css`), so a new token is allowed the moment it exists.
 * `docs/design.md` lists what to use instead of each forbidden class.
 */
import { readFileSync } from 'node:fs'

const DOC = 'docs/design.md'

// ---- The tokens, read from the brand's files ----

const tokensCss = readFileSync(new URL('../src/design/tokens.css', import.meta.url), 'utf8')
const globalCss = readFileSync(new URL('../src/styles/global.css', import.meta.url), 'utf8')

/** Names of the `--<namespace>-<name>` theme variables of tokens.css (`--text-h2` → `h2`; `--text-h2--line-height` skipped). */
function themeNames(namespace) {
  const names = new Set()
  for (const [, name] of tokensCss.matchAll(new RegExp(`(?<![\\w-])--${namespace}-([a-z0-9-]+?)\\s*:`, 'g')))
    if (!name.includes('--') && name !== '*') names.add(name)
  return names
}

export const TOKENS = {
  colours: themeNames('color'),
  text: themeNames('text'),
  radius: themeNames('radius'),
  shadow: themeNames('shadow'),
  font: themeNames('font'),
  /** The design system's own utilities (`@utility bg-hero-glow` in global.css): whole class names. */
  utilities: new Set([...globalCss.matchAll(/@utility\s+([a-z0-9-]+)/g)].map(([, name]) => name)),
}

const COLOUR_KEYWORDS = new Set(['transparent', 'current', 'inherit'])
const PALETTE =
  /^(?:(?:slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|mauve|olive|mist|taupe)-(?:50|[1-9]00|950)|black|white)$/
const NUMBER = /^(?:\d+(?:\.\d+)?(?:px|%)?|px)$/
const WEIGHTS = new Set(['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'])

/** What a colour-taking utility also accepts besides colours (`text-left`, `border-2`, `bg-cover`, `ring-inset`). */
const NON_COLOUR = {
  bg: {
    words:
      'fixed local scroll auto cover contain none center top bottom left right left-top left-bottom right-top right-bottom top-left top-right bottom-left bottom-right repeat no-repeat',
    starts: [
      'blend-',
      'linear',
      'radial',
      'conic',
      'gradient-to-',
      'position-',
      'size-',
      'clip-',
      'origin-',
      'repeat-',
    ],
  },
  text: { words: 'left center right justify start end wrap nowrap balance pretty ellipsis clip', starts: [] },
  border: {
    words: 'solid dashed dotted double hidden none collapse separate',
    starts: ['spacing-'],
    bare: true,
  },
  ring: { words: 'inset', starts: [], bare: true },
  'ring-offset': { words: '', starts: [] },
  'inset-ring': { words: '', starts: [], bare: true },
  outline: { words: 'none hidden solid dashed dotted double', starts: [], bare: true },
  'outline-offset': { words: '', starts: [] },
  divide: { words: 'x y x-reverse y-reverse solid dashed dotted double none', starts: ['x-', 'y-'] },
  fill: { words: 'none', starts: [] },
  stroke: { words: 'none', starts: [] },
  from: { words: '', starts: [] },
  via: { words: '', starts: [] },
  to: { words: '', starts: [] },
  shadow: { words: 'none', starts: [], scale: /^(?:|2xs|xs|sm|md|lg|xl|2xl|inner)$/ },
  'inset-shadow': { words: 'none', starts: [], scale: /^(?:|2xs|xs|sm)$/ },
  'drop-shadow': { words: 'none', starts: [], scale: /^(?:|xs|sm|md|lg|xl|2xl)$/ },
  'text-shadow': { words: 'none', starts: [], scale: /^(?:|2xs|xs|sm|md|lg)$/ },
  accent: { words: 'auto', starts: [] },
  caret: { words: '', starts: [] },
  decoration: { words: 'solid double dotted dashed wavy auto from-font', starts: [] },
  placeholder: { words: '', starts: [] },
}
for (const side of ['x', 'y', 't', 'r', 'b', 'l', 's', 'e']) NON_COLOUR[`border-${side}`] = NON_COLOUR.border
/** Longest first, so `ring-offset-2` is `ring-offset` + `2`, not `ring` + `offset-2`. */
const COLOUR_PREFIXES = Object.keys(NON_COLOUR).sort((a, b) => b.length - a.length)

// ---- What to use instead ----

const USE = {
  bg: 'bg-surface, bg-surface-raised, bg-action, bg-accent, bg-accent-soft, bg-success-soft, bg-error-soft, a tint such as bg-fg/8 — or paint the whole block with its `tone` (<Section tone>)',
  text: 'text-fg, text-fg-muted, text-fg-accent, text-action-fg, text-success, text-error, text-on-accent-soft',
  line: 'border-line or ring-line (rules, card edges), ring-line-strong (control edges), outline-focus-ring',
  shadow: 'shadow-card (a lifted card) or shadow-raised (menus, dialogs): they carry their own colour',
  gradient: 'bg-hero-glow (the brand’s one gradient) or token colours (from-accent)',
  svg: 'fill-current / stroke-current (they follow the text colour: text-fg, text-fg-accent…) or a token (fill-accent)',
  colour: 'a colour token: surface, surface-raised, fg, fg-muted, fg-accent, line, line-strong, action, accent…',
  type: 'the type scale: text-display, text-h1, text-h2, text-h3, text-lead, text-body, text-small, text-eyebrow, text-stat (or <Heading>, <Lead>, <Eyebrow>)',
  radius: 'rounded-sm, rounded-control (controls), rounded-card (cards), rounded-media (pictures), rounded-full',
  font: 'font-sans or font-mono (weights: font-medium, font-semibold, font-bold)',
  width:
    '<Section width> / <Container> (container-page, container-reading), Tailwind’s max-w-xl… scale or its spacing steps (w-75 is 300 px)',
  grid: 'responsive column counts (grid-cols-1 sm:grid-cols-2 lg:grid-cols-3)',
  space:
    'Tailwind’s spacing scale, which takes any step (p-6, gap-8, h-14, w-75 is 300 px) or py-section, py-section-tight, px-gutter',
  object: '<Media>, which keeps the image’s focus in view',
  breakpoint: 'Tailwind’s breakpoints (sm:, md:, lg:, xl:)',
  other: 'a token utility or Tailwind’s own scale, which takes any step (aspect-16/10, line-clamp-20)',
}

function colourAdvice(prefix) {
  if (prefix === 'bg') return USE.bg
  if (prefix === 'text' || prefix === 'placeholder' || prefix === 'caret' || prefix === 'decoration') return USE.text
  if (/^(?:border|ring|inset-ring|outline|divide)/.test(prefix)) return USE.line
  if (prefix.includes('shadow')) return USE.shadow
  if (prefix === 'from' || prefix === 'via' || prefix === 'to') return USE.gradient
  if (prefix === 'fill' || prefix === 'stroke') return USE.svg
  return USE.colour
}

function arbitraryAdvice(utility) {
  if (/#[0-9a-f]{3}|rgba?\(|hsla?\(|oklch\(/i.test(utility)) return USE.colour
  if (/^(?:max-w|min-w|w|size|basis)-/.test(utility)) return USE.width
  if (/^(?:grid-cols|grid-rows|col|row|columns)-/.test(utility)) return USE.grid
  if (/^text-/.test(utility)) return `${USE.type}; colours: ${USE.text}`
  if (/^(?:bg|from|via|to)-/.test(utility)) return USE.bg
  if (/^(?:border|ring|outline|divide)/.test(utility)) return USE.line
  if (/^(?:rounded)/.test(utility)) return USE.radius
  if (/^(?:shadow|drop-shadow)/.test(utility)) return USE.shadow
  if (/^(?:font|leading|tracking)-/.test(utility)) return USE.type
  if (/^object-/.test(utility)) return USE.object
  if (
    /^-?(?:[mp][xytrblse]?|gap(?:-[xy])?|space-[xy]|inset(?:-[xy])?|top|right|bottom|left|start|end|scroll-[mp][xytrblse]?|h|min-h|max-h)-/.test(
      utility,
    )
  )
    return USE.space
  return USE.other
}

// ---- One class ----

/** Splits `hover:sm:bg-white` into variants and the utility, ignoring colons inside `[...]` and `(...)`. */
function splitVariants(token) {
  const parts = []
  let depth = 0
  let start = 0
  for (let i = 0; i < token.length; i++) {
    const char = token[i]
    if (char === '[' || char === '(') depth++
    else if (char === ']' || char === ')') depth--
    else if (char === ':' && depth === 0) {
      parts.push(token.slice(start, i))
      start = i + 1
    }
  }
  parts.push(token.slice(start))
  return { variants: parts.slice(0, -1), utility: parts.at(-1) }
}

/**
 * What is wrong with one class, or null. `strict` (a known class list): colour utilities must name a token;
 * otherwise (a string that merely looks like classes) only the unmistakable cases count.
 */
export function classProblem(token, strict) {
  const { variants, utility: raw } = splitVariants(token)
  if (/#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})(?![0-9a-z])/i.test(raw))
    return { messageId: 'rawColour', data: { value: token, use: USE.colour } }
  for (const variant of variants)
    if (/^(?:min|max|@|@min|@max)-?\[/.test(variant))
      return { messageId: 'arbitrary', data: { cls: token, use: USE.breakpoint } }
  let utility = raw
  if (utility.startsWith('!') || (utility.endsWith('!') && utility.length > 1))
    return { messageId: 'important', data: { cls: token } }
  if (utility.startsWith('-')) utility = utility.slice(1)
  if (
    strict
      ? /[[(]/.test(utility) && /(?:^|[-/])[[(]/.test(utility)
      : /^(?:[a-z][a-z0-9-]*-\[.+\]|\[[a-z-]+:.+\]|[a-z][a-z0-9-]*-\(--.+\))(?:\/.+)?$|\/\[.+\]$/.test(utility)
  )
    return { messageId: 'arbitrary', data: { cls: token, use: arbitraryAdvice(utility) } }
  if (TOKENS.utilities.has(utility)) return null

  const rounded = /^rounded(?:-(?:t|r|b|l|s|e|tl|tr|br|bl|ss|se|es|ee))?(?:-(.+))?$/.exec(utility)
  if (rounded) {
    const value = rounded[1]
    if (value === undefined ? strict : !TOKENS.radius.has(value) && value !== 'full' && value !== 'none')
      return { messageId: 'scale', data: { cls: token, what: 'radius', use: USE.radius } }
    return null
  }
  const font = /^font-(.+)$/.exec(utility)
  if (font) {
    const value = font[1]
    if (TOKENS.font.has(value) || WEIGHTS.has(value) || value.startsWith('stretch-') || value.startsWith('features-'))
      return null
    return strict ? { messageId: 'scale', data: { cls: token, what: 'font family', use: USE.font } } : null
  }
  if (/^text-(?:xs|sm|base|lg|xl|[2-9]xl)(?:\/.*)?$/.test(utility))
    return { messageId: 'scale', data: { cls: token, what: 'type', use: USE.type } }

  for (const prefix of COLOUR_PREFIXES) {
    const bare = utility === prefix
    if (!bare && !utility.startsWith(`${prefix}-`)) continue
    const allowed = NON_COLOUR[prefix]
    const value = bare ? '' : utility.slice(prefix.length + 1)
    if (allowed.scale?.test(value) && (strict || !bare))
      return { messageId: 'scale', data: { cls: token, what: 'shadow', use: USE.shadow } }
    if (bare) return null
    if (TOKENS.shadow.has(value) && prefix === 'shadow') return null
    if (prefix === 'text' && TOKENS.text.has(value.split('/')[0])) return null
    if (allowed.words.split(' ').includes(value) || allowed.starts.some((start) => value.startsWith(start))) return null
    if (NUMBER.test(value)) return null
    const colour = value.replace(/\/[^/]+$/, '')
    if (TOKENS.colours.has(colour) || COLOUR_KEYWORDS.has(colour)) return null
    if (PALETTE.test(colour)) return { messageId: 'palette', data: { cls: token, use: colourAdvice(prefix) } }
    return strict ? { messageId: 'notAToken', data: { cls: token, use: colourAdvice(prefix) } } : null
  }
  return null
}

// ---- Strings ----

const CLASS_CHARS = /^[a-z0-9!@\-:/._%&>*=#,+~()]+$/
const BARE_UTILITIES = new Set(
  'flex grid block inline inline-block inline-flex hidden contents relative absolute fixed sticky static uppercase lowercase capitalize italic underline truncate grow shrink border rounded shadow ring outline sr-only isolate'.split(
    ' ',
  ),
)

/** A string made of class-like words, at least one of them a utility (`'mt-4 flex'`; not `'hero'`, not a sentence). */
function looksLikeClasses(text) {
  const tokens = text.trim().split(/\s+/).filter(Boolean)
  if (tokens.length === 0) return false
  if (!tokens.every((token) => CLASS_CHARS.test(token.replace(/\[[^\]]*\]/g, '[]').replace(/\[\]/g, '')))) return false
  if (tokens.length === 1) return /[-:[]/.test(tokens[0])
  return tokens.some((token) => /[-:[]/.test(token) || BARE_UTILITIES.has(token))
}

const RAW_COLOUR_IN_TEXT =
  /(?:^|[\s(,:'"=])#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})(?![0-9a-z_-])|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\([^)]*\)?/i
const NAMED_COLOURS = new Set(
  'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'.split(
    ' ',
  ),
)
const SVG_PAINT_OK =
  /^(?:none|currentcolor|transparent|inherit|context-fill|context-stroke|url\(#[^)]*\)|var\(--[^)]*\))$/i

const CLASS_ATTRIBUTE = /^(?:class|className|[a-zA-Z]+ClassName)$/
const COLOUR_ATTRIBUTES = new Set([
  'fill',
  'stroke',
  'color',
  'stopColor',
  'floodColor',
  'lightingColor',
  'stop-color',
  'flood-color',
  'lighting-color',
])
const PLAIN_ATTRIBUTES = new Set(['href', 'to', 'id', 'htmlFor', 'src', 'srcSet', 'key', 'name'])
const CLASS_CALLS = new Set(['cn', 'cva', 'cx', 'clsx', 'classnames', 'classNames', 'twMerge', 'twJoin', 'tv'])
/** Translatable copy (Lingui) and module paths are not styles. */
const COPY_CALLS = new Set(['msg', 'defineMessage', 't', 'plural', 'select', 'selectOrdinal', '_', 'require'])

function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier')
    return callee.property.name
  return undefined
}

function attributeName(attribute) {
  const { name } = attribute
  return name.type === 'JSXNamespacedName' ? `${name.namespace.name}:${name.name.name}` : name.name
}

function keyName(property) {
  if (property.computed) return undefined
  return property.key.type === 'Identifier' ? property.key.name : String(property.key.value)
}

/** Where a string sits: `class` (a class list), `colour` (an SVG paint), `style`, `plain` (a link or id), `text`, or `skip`. */
function placeOf(node) {
  let key = false
  let child = node
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    switch (parent.type) {
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
      case 'ImportExpression':
      case 'TSLiteralType':
      case 'TSImportType':
      case 'TSExternalModuleReference':
      case 'TSEnumMember':
        return 'skip'
      case 'ExportNamedDeclaration':
        if (child === parent.source) return 'skip'
        break
      case 'Property':
        if (child === parent.key && !parent.computed) key = true
        else if (child === parent.value && CLASS_ATTRIBUTE.test(keyName(parent) ?? '')) return 'class'
        else if (child === parent.value && PLAIN_ATTRIBUTES.has(keyName(parent) ?? '')) return key ? 'skip' : 'plain'
        break
      case 'JSXAttribute': {
        const name = attributeName(parent)
        if (CLASS_ATTRIBUTE.test(name)) return 'class'
        if (COLOUR_ATTRIBUTES.has(name)) return 'colour'
        if (name === 'style') return key ? 'skip' : 'style'
        if (PLAIN_ATTRIBUTES.has(name)) return 'plain'
        return key ? 'skip' : 'text'
      }
      case 'JSXElement':
      case 'JSXFragment':
        return key ? 'skip' : 'text'
      case 'CallExpression':
      case 'NewExpression': {
        const name = calleeName(parent.callee)
        if (name && CLASS_CALLS.has(name)) return 'class'
        if (name && COPY_CALLS.has(name)) return 'skip'
        break
      }
      case 'TaggedTemplateExpression': {
        const name = calleeName(parent.tag)
        if (name && COPY_CALLS.has(name)) return 'skip'
        break
      }
    }
  }
  return key ? 'skip' : 'text'
}

/** The words of a string or template part; a word touching a `${…}` is incomplete and skipped. */
function words(text, openStart, openEnd) {
  const list = text.split(/\s+/)
  if (openStart && !/^\s/.test(text)) list.shift()
  if (openEnd && !/\s$/.test(text)) list.pop()
  return list.filter(Boolean)
}

const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Sections and the chrome use the design tokens (src/design/tokens.css), never raw colours or values',
      url: DOC,
    },
    schema: [],
    messages: {
      rawColour: `"{{value}}" is a raw colour: the brand's colours live in src/design/tokens.css. Use {{use}} (${DOC}).`,
      palette: `"{{cls}}" is a Tailwind palette colour (switched off: it makes no CSS). Use {{use}} (${DOC}).`,
      notAToken: `"{{cls}}" is not a colour token (it makes no CSS). Use {{use}} (${DOC}).`,
      scale: `"{{cls}}" is Tailwind's default {{what}} scale, replaced by the tokens. Use {{use}} (${DOC}).`,
      arbitrary: `"{{cls}}" is an arbitrary value. Use {{use}}; a value the tokens lack is added to src/design/tokens.css (${DOC}).`,
      important: `"{{cls}}" forces !important: cn() already lets the later class win (cn('py-4', className)) (${DOC}).`,
    },
  },
  create(context) {
    const check = (node, text, openStart = false, openEnd = false) => {
      const place = placeOf(node)
      if (place === 'skip') return
      const report = (problem) => problem && context.report({ node, ...problem })
      if (place === 'plain') return
      if (place === 'class') {
        for (const token of words(text, openStart, openEnd)) report(classProblem(token, true))
        return
      }
      if (place === 'colour') {
        const value = text.trim()
        if (value && !openStart && !openEnd && !SVG_PAINT_OK.test(value))
          report({ messageId: 'rawColour', data: { value, use: USE.svg } })
        return
      }
      const raw = RAW_COLOUR_IN_TEXT.exec(text)
      const rawValue = raw && raw[0].replace(/^[\s(,:'"=]/, '')
      if (place === 'style') {
        if (raw) return report({ messageId: 'rawColour', data: { value: rawValue, use: USE.colour } })
        const named = text
          .toLowerCase()
          .split(/[\s,()]+/)
          .find((word) => NAMED_COLOURS.has(word))
        if (named) report({ messageId: 'rawColour', data: { value: named, use: USE.colour } })
        return
      }
      if (place === 'text' && raw) return report({ messageId: 'rawColour', data: { value: rawValue, use: USE.colour } })
      if (looksLikeClasses(text))
        for (const token of words(text, openStart, openEnd)) report(classProblem(token, false))
    }
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value)
      },
      TemplateLiteral(node) {
        node.quasis.forEach((quasi, index) => {
          const text = quasi.value.cooked ?? quasi.value.raw
          check(node, text, index > 0, index < node.quasis.length - 1)
        })
      },
    }
  },
}

/** The local ESLint plugin of the design system (`eslint.config.js`: `design/no-raw-style`). */
export default {
  meta: { name: 'design' },
  rules: { 'no-raw-style': rule },
}
