/** Shared building blocks of the compositions: the page shell, device frames, icons and small charts. */
import { i18n } from '@lingui/core'
import { MIN_PICTURE_TEXT_PX } from '../../src/config/imageProblem'
import { accent, fonts, ink, sand } from './palette'

/** One picture: where it goes, what it shows, and the HTML that draws it. */
export interface Composition {
  /** Path under `content/media/`, with the extension (`.png` or `.jpg`). */
  file: string
  /** Name of the composition (quoted in CREDITS.md). */
  name: string
  /** What the picture shows, in a sentence (CREDITS.md, and a start for alt text). */
  shows: string
  /**
   * Size in CSS pixels: the size the picture is laid out at, which is the size of its place on a 1280 px screen
   * (so its text shows at the size it is set in: at least `MIN_TEXT_PX`), and of that place's shape.
   */
  width: number
  height: number
  /** Device pixels per CSS pixel of the render (2 when not given): enough for a 2× screen at the widest place. */
  scale?: number
  /**
   * The whole HTML document, drawn in the active locale: every word a visitor reads in it is a catalog message
   * (`t\`Faturamento do mês\`` from `@lingui/core/macro`), so the render makes one picture per locale
   * (`render.ts`) and translators translate it in `locales/<locale>/messages.po` like any other text.
   */
  html: () => string
}

/** The smallest text a picture may show on a 1280 px screen, in CSS pixels (the site's `check:config` holds it). */
export const MIN_TEXT_PX = MIN_PICTURE_TEXT_PX

export const base = `
*{box-sizing:border-box;margin:0;padding:0}
html,body{overflow:hidden}
body{font-family:${fonts.sans};color:${ink[900]};-webkit-font-smoothing:antialiased;text-rendering:geometricPrecision;font-size:13px;line-height:1.35}
.mono{font-family:${fonts.mono}}
.row{display:flex;align-items:center}
.col{display:flex;flex-direction:column}
.grow{flex:1;min-width:0}
.muted{color:${ink[500]}}
.b{font-weight:700}
.pill{display:inline-flex;align-items:center;gap:4px;border-radius:999px;padding:2px 8px;font-size:11px;font-weight:700;white-space:nowrap}
.card{background:#fff;border:1px solid ${ink[100]};border-radius:10px}
.ellipsis{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
svg{display:block}
`

/** A whole document of the given CSS size. */
export function page(width: number, height: number, css: string, body: string): string {
  return `<!doctype html><html lang="${i18n.locale || 'pt-br'}"><head><meta charset="utf-8"><style>${base}
body{width:${width}px;height:${height}px;position:relative}
${css}</style></head><body>${body}</body></html>`
}

/** A browser window (light chrome) around `content`. */
export function browser(opts: {
  url: string
  content: string
  width: number
  height: number
  tabTitle?: string
  tabIcon?: string
}): string {
  const { url, content, width, height } = opts
  return `<div style="width:${width}px;height:${height}px;border-radius:12px;overflow:hidden;background:#fff;box-shadow:0 1px 0 rgba(255,255,255,.6) inset,0 30px 70px -20px rgba(7,14,26,.45),0 0 0 1px rgba(7,14,26,.12);display:flex;flex-direction:column">
  <div style="height:38px;background:${ink[50]};border-bottom:1px solid ${ink[100]};display:flex;align-items:center;padding:0 14px;gap:14px;flex:none">
    <div class="row" style="gap:7px">${['#F26B5B', '#F4BE4F', '#5CC777'].map((c) => `<span style="width:11px;height:11px;border-radius:50%;background:${c};display:block"></span>`).join('')}</div>
    <div class="row" style="gap:8px;color:${ink[400]}">${icon('chevronLeft', 15)}${icon('chevronRight', 15)}</div>
    <div class="row" style="flex:1;max-width:460px;margin:0 auto;height:24px;border-radius:7px;background:#fff;border:1px solid ${ink[100]};padding:0 10px;gap:7px;font-size:11.5px;color:${ink[600]}">
      ${icon('lock', 11)}<span>${url}</span>
    </div>
    <div style="width:60px"></div>
  </div>
  <div style="flex:1;position:relative;overflow:hidden">${content}</div>
</div>`
}

/** A phone (dark bezel, status bar) around `content`; `width` is the outer width. */
export function phone(opts: {
  content: string
  width: number
  height: number
  dark?: boolean
  statusBg?: string
}): string {
  const { content, width, height, dark, statusBg } = opts
  const fg = dark ? '#fff' : ink[900]
  return `<div style="width:${width}px;height:${height}px;border-radius:${width * 0.16}px;background:${ink[950]};padding:${width * 0.035}px;box-shadow:0 0 0 1.5px ${ink[700]} inset,0 40px 80px -25px rgba(7,14,26,.55),0 0 0 1px rgba(7,14,26,.25)">
  <div style="width:100%;height:100%;border-radius:${width * 0.13}px;overflow:hidden;background:${statusBg ?? '#fff'};position:relative;display:flex;flex-direction:column">
    <div style="height:34px;flex:none;display:flex;align-items:center;justify-content:space-between;padding:4px 22px 0;font-size:11.5px;font-weight:700;color:${fg}">
      <span>9:41</span>
      <span style="position:absolute;left:50%;top:9px;transform:translateX(-50%);width:${width * 0.3}px;height:19px;border-radius:12px;background:${ink[950]}"></span>
      <span class="row" style="gap:4px">${signalIcon(fg)}</span>
    </div>
    <div style="flex:1;position:relative;overflow:hidden;display:flex;flex-direction:column">${content}</div>
    <div style="position:absolute;bottom:6px;left:50%;transform:translateX(-50%);width:34%;height:4px;border-radius:3px;background:${fg};opacity:.8"></div>
  </div>
</div>`
}

/** A tablet in landscape around `content`. */
export function tablet(opts: { content: string; width: number; height: number }): string {
  const { content, width, height } = opts
  return `<div style="width:${width}px;height:${height}px;border-radius:30px;background:${ink[950]};padding:16px;box-shadow:0 0 0 1.5px ${ink[700]} inset,0 40px 90px -25px rgba(7,14,26,.5)">
  <div style="width:100%;height:100%;border-radius:16px;overflow:hidden;background:#fff;position:relative">${content}</div>
</div>`
}

/** A laptop: screen (with `content`) and base. */
export function laptop(opts: { content: string; width: number; screenHeight: number }): string {
  const { content, width, screenHeight } = opts
  return `<div style="width:${width}px;position:relative">
  <div style="margin:0 auto;width:${width * 0.86}px;height:${screenHeight}px;border-radius:16px 16px 0 0;background:${ink[950]};padding:12px 12px 18px;box-shadow:0 0 0 1.5px ${ink[700]} inset">
    <div style="width:100%;height:100%;overflow:hidden;background:#fff;border-radius:3px;position:relative">${content}</div>
  </div>
  <div style="height:16px;border-radius:2px 2px 14px 14px;background:linear-gradient(${ink[200]},${ink[400]});position:relative;box-shadow:0 30px 50px -18px rgba(7,14,26,.5)">
    <div style="position:absolute;left:50%;top:0;transform:translateX(-50%);width:110px;height:6px;border-radius:0 0 7px 7px;background:${ink[300]}"></div>
  </div>
</div>`
}

function signalIcon(fg: string): string {
  return `<svg width="17" height="10" viewBox="0 0 17 10"><g fill="${fg}"><rect x="0" y="7" width="3" height="3" rx=".6"/><rect x="4.5" y="5" width="3" height="5" rx=".6"/><rect x="9" y="2.5" width="3" height="7.5" rx=".6"/><rect x="13.5" y="0" width="3" height="10" rx=".6"/></g></svg>
<svg width="24" height="11" viewBox="0 0 24 11"><rect x=".5" y=".5" width="20" height="10" rx="3" fill="none" stroke="${fg}" opacity=".5"/><rect x="2" y="2" width="15" height="7" rx="1.6" fill="${fg}"/><rect x="21.5" y="3.5" width="1.6" height="4" rx=".8" fill="${fg}" opacity=".5"/></svg>`
}

/** Line icons drawn for these pictures on a 24-unit grid (stroke only). */
const iconPaths: Record<string, string> = {
  home: 'M4 11 12 4l8 7M6 9.5V20h12V9.5',
  chat: 'M4 5h16v11H9l-5 4z',
  chart: 'M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-3',
  box: 'M4 8l8-4 8 4v8l-8 4-8-4zM4 8l8 4 8-4M12 12v8',
  bell: 'M6 17V11a6 6 0 0 1 12 0v6l2 2H4zM10 21h4',
  settings: 'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c.5-4 3.2-6 6.5-6s6 2 6.5 6M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14c2 .7 3.2 2.6 3.5 6',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  file: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  plus: 'M12 5v14M5 12h14',
  send: 'M4 12 20 4l-6 16-3-7z',
  mic: 'M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM6 11a6 6 0 0 0 12 0M12 17v4',
  clip: 'M20 11l-8 8a5 5 0 0 1-7-7l8-8a3.5 3.5 0 0 1 5 5l-8 8a2 2 0 0 1-3-3l7-7',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z',
  alert: 'M12 3 2 20h20zM12 10v4.5M12 17.5v.5',
  filter: 'M4 5h16l-6 7.5V19l-4 2v-8.5z',
  up: 'M12 19V5M6 11l6-6 6 6',
  down: 'M12 5v14M6 13l6 6 6-6',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM16 16l4.5 4.5',
  building: 'M5 21V4h10v17M15 9h4v12M3 21h18M8 8h4M8 12h4M8 16h4',
  key: 'M8 14a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM11 11l9 9M17 17l2-2M15 15l2-2',
  tool: 'M14 6a4 4 0 0 0 5 5l-9 9-3-3 9-9a4 4 0 0 1-2-2z',
  scissors: 'M6 6a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM6 13a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM8 10l12 8M8 14 20 6',
  camera: 'M4 8h3.5L9 5.5h6L16.5 8H20v11H4zM12 10a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z',
  sparkle:
    'M12 3l1.8 5.4L19 10l-5.2 1.6L12 17l-1.8-5.4L5 10l5.2-1.6zM18.5 15.5l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8z',
  lock: 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  chevronDown: 'M5 9l7 7 7-7',
  dots: 'M5 12h.01M12 12h.01M19 12h.01',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  cart: 'M3 4h3l2.5 11h10L21 8H7.5M10 20h.01M17 20h.01',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  truck: 'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01',
  pin: 'M12 21s-6-5.5-6-11a6 6 0 0 1 12 0c0 5.5-6 11-6 11zM12 8a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  database:
    'M5 6c0-1.7 3.1-3 7-3s7 1.3 7 3-3.1 3-7 3-7-1.3-7-3zM5 6v12c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 12c0 1.7 3.1 3 7 3s7-1.3 7-3',
  play: 'M7 4.5v15l13-7.5z',
  book: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 19V5M8 7h7',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  news: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2h-1M7 8h7M7 12h7M7 16h4',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  link: 'M10 14a4 4 0 0 0 5.6 0l3-3a4 4 0 0 0-5.6-5.6l-1 1M14 10a4 4 0 0 0-5.6 0l-3 3a4 4 0 0 0 5.6 5.6l1-1',
  shield: 'M12 3l7 3v6c0 4.5-3 7.6-7 9-4-1.4-7-4.5-7-9V6z',
  code: 'M9 7l-5 5 5 5M15 7l5 5-5 5',
}

export type IconName = keyof typeof iconPaths

export function icon(name: IconName, size = 16, color = 'currentColor', stroke = 2): string {
  return `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round"><path d="${iconPaths[name]}"/></svg>`
}

/** Initials in a tinted circle (UI avatars). */
export function avatar(initials: string, bg: string, size = 28, fg = '#fff'): string {
  return `<span style="width:${size}px;height:${size}px;border-radius:50%;background:${bg};color:${fg};display:inline-flex;align-items:center;justify-content:center;font-size:${size * 0.38}px;font-weight:700;flex:none">${initials}</span>`
}

/** A smooth line chart (Catmull-Rom through the points), optionally with an area fill. */
export function lineChart(opts: {
  values: number[]
  width: number
  height: number
  color: string
  fill?: boolean
  min?: number
  max?: number
  strokeWidth?: number
  dashed?: boolean
  pad?: number
}): string {
  const { values, width, height, color, fill, strokeWidth = 2.2, dashed, pad = 4 } = opts
  const min = opts.min ?? Math.min(...values)
  const max = opts.max ?? Math.max(...values)
  const pts = values.map((v, i) => [
    (i / (values.length - 1)) * width,
    pad + (1 - (v - min) / (max - min || 1)) * (height - pad * 2),
  ])
  const d = smoothPath(pts as [number, number][])
  // Named by its colour, the only thing it depends on: the same picture always draws the same HTML.
  const id = `lc-${color.replace(/[^a-zA-Z0-9]/g, '')}`
  return `<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" style="overflow:visible">
  ${fill ? `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity=".28"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient></defs><path d="${d} L${width} ${height} L0 ${height}Z" fill="url(#${id})"/>` : ''}
  <path d="${d}" fill="none" stroke="${color}" stroke-width="${strokeWidth}" stroke-linecap="round" ${dashed ? 'stroke-dasharray="5 5"' : ''}/>
</svg>`
}

function smoothPath(pts: [number, number][]): string {
  let d = `M${pts[0]![0].toFixed(1)} ${pts[0]![1].toFixed(1)}`
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] ?? pts[i]!
    const p1 = pts[i]!
    const p2 = pts[i + 1]!
    const p3 = pts[i + 2] ?? p2
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += ` C${c1[0]!.toFixed(1)} ${c1[1]!.toFixed(1)} ${c2[0]!.toFixed(1)} ${c2[1]!.toFixed(1)} ${p2[0].toFixed(1)} ${p2[1].toFixed(1)}`
  }
  return d
}

/** Vertical bars; `colors` cycles; `highlight` picks one bar in the accent. */
export function barChart(opts: {
  values: number[]
  width: number
  height: number
  color: string
  highlight?: number
  highlightColor?: string
  gap?: number
  radius?: number
  max?: number
}): string {
  const { values, width, height, color, highlight, highlightColor = accent[500], gap = 0.38, radius = 3 } = opts
  const max = opts.max ?? Math.max(...values)
  const step = width / values.length
  const bw = step * (1 - gap)
  return `<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${values
    .map((v, i) => {
      const h = (v / max) * height
      return `<rect x="${(i * step + (step - bw) / 2).toFixed(1)}" y="${(height - h).toFixed(1)}" width="${bw.toFixed(1)}" height="${h.toFixed(1)}" rx="${radius}" fill="${i === highlight ? highlightColor : color}"/>`
    })
    .join('')}</svg>`
}

/** A soft paper background with the palette's sand tones and a large geometric arc. */
export function sandBackdrop(width: number, height: number, arcColor: string = accent[100]): string {
  return `<svg style="position:absolute;inset:0" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${sand[100]}"/>
  <circle cx="${width * 0.86}" cy="${height * 0.08}" r="${height * 0.62}" fill="${arcColor}"/>
  <circle cx="${width * 0.06}" cy="${height * 1.02}" r="${height * 0.42}" fill="${sand[200]}"/>
  <g fill="${ink[900]}" opacity=".07">${dotGrid(width * 0.04, height * 0.08, 9, 6, 14)}</g>
</svg>`
}

/** A grid of small dots starting at (x, y). */
export function dotGrid(x: number, y: number, cols: number, rows: number, step: number, r = 1.6): string {
  let s = ''
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) s += `<circle cx="${x + i * step}" cy="${y + j * step}" r="${r}"/>`
  return s
}

/** The logo mark of a product: rounded square in its tint with a letter. */
export function productMark(letter: string, tint: string, size = 26, fg = '#fff'): string {
  return `<span style="width:${size}px;height:${size}px;border-radius:${size * 0.28}px;background:${tint};color:${fg};display:inline-flex;align-items:center;justify-content:center;font-weight:700;font-size:${size * 0.52}px;letter-spacing:-.03em;flex:none">${letter}</span>`
}

/** The Nuvora mark (a cloud-like N in the accent), for posters and office art. */
export function nuvoraMark(size = 28, color: string = accent[500]): string {
  return `<svg width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="${color}"/><path d="M9 23V10.5a1.5 1.5 0 0 1 2.7-.9L20.3 22a1.5 1.5 0 0 0 2.7-.9V9" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`
}

/**
 * The heroes' backdrop: deep ink with a dot grid, the accent's glow, three orbits (the middle one dotted) and an
 * accent disc at the centre (`cx`, `cy`).
 */
export function glowBackdrop(o: {
  width: number
  height: number
  cx: number
  cy: number
  glow: number
  orbits: [number, number, number]
  core: number
  dots: [cols: number, rows: number]
}): string {
  return `<svg style="position:absolute;inset:0" width="${o.width}" height="${o.height}">
    <rect width="${o.width}" height="${o.height}" fill="${ink[900]}"/>
    <defs><radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${accent[500]}" stop-opacity=".55"/><stop offset=".6" stop-color="${accent[500]}" stop-opacity=".08"/><stop offset="1" stop-color="${accent[500]}" stop-opacity="0"/></radialGradient></defs>
    <g fill="#fff" opacity=".07">${dotGrid(20, 20, o.dots[0], o.dots[1], 20, 1.4)}</g>
    <circle cx="${o.cx}" cy="${o.cy}" r="${o.glow}" fill="url(#glow)"/>
    ${o.orbits.map((r) => `<circle cx="${o.cx}" cy="${o.cy}" r="${r}" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="1.5" ${r === o.orbits[1] ? 'stroke-dasharray="3 8"' : ''}/>`).join('')}
    <circle cx="${o.cx}" cy="${o.cy}" r="${o.core}" fill="${accent[500]}"/>`
}
