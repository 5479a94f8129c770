/** Case-study visuals, office art and the video posters. */
import { t } from '@lingui/core/macro'
import {
  type Composition,
  type IconName,
  barChart,
  dotGrid,
  icon,
  lineChart,
  nuvoraMark,
  page,
  sandBackdrop,
} from '../kit'
import { accent, fonts, ink, productTint, sand, status, support } from '../palette'
import { type PersonLook, people, portraitSvg } from '../portrait'

/* ---------------------------------------------------------------- shared: small-canvas frames */

/** The case screens' layout size: the 16:10 place they fill on a 1280 px screen. */
const W = 568
const H = 355

/** `html` placed at (x, y) of the picture. */
function at(x: number, y: number, html: string, z = 1): string {
  return `<div style="position:absolute;left:${x}px;top:${y}px;z-index:${z}">${html}</div>`
}

const trafficLights = (size: number) =>
  ['#F26B5B', '#F4BE4F', '#5CC777']
    .map(
      (c) => `<span style="width:${size}px;height:${size}px;border-radius:50%;background:${c};display:block"></span>`,
    )
    .join('')

/** A browser window with a compact light chrome, drawn for pictures laid out at their place's size. */
function browserWindow(o: { url: string; width: number; height: number; content: string }): string {
  return `<div style="width:${o.width}px;height:${o.height}px;border-radius:10px;overflow:hidden;background:#fff;box-shadow:0 1px 0 rgba(255,255,255,.6) inset,0 24px 48px -18px rgba(7,14,26,.45),0 0 0 1px rgba(7,14,26,.12);display:flex;flex-direction:column">
  <div class="row" style="height:28px;flex:none;background:${ink[50]};border-bottom:1px solid ${ink[100]};padding:0 11px;gap:10px">
    <div class="row" style="gap:5px;width:40px">${trafficLights(8)}</div>
    <div class="row" style="margin:0 auto;height:19px;min-width:190px;justify-content:center;border-radius:6px;background:#fff;border:1px solid ${ink[100]};padding:0 10px;gap:5px;font-size:11px;color:${ink[500]}">${icon('lock', 9)}<span>${o.url}</span></div>
    <div style="width:40px"></div>
  </div>
  <div style="flex:1;position:relative;overflow:hidden">${o.content}</div>
</div>`
}

/** A phone (dark bezel, compact status bar) around `content`; sized for a small phone beside a window. */
function handset(o: { width: number; height: number; content: string; bg?: string }): string {
  const bars = `<svg width="13" height="8" viewBox="0 0 17 10"><g fill="${ink[900]}"><rect x="0" y="7" width="3" height="3" rx=".6"/><rect x="4.5" y="5" width="3" height="5" rx=".6"/><rect x="9" y="2.5" width="3" height="7.5" rx=".6"/><rect x="13.5" y="0" width="3" height="10" rx=".6"/></g></svg><svg width="17" height="8" viewBox="0 0 24 11"><rect x=".5" y=".5" width="20" height="10" rx="3" fill="none" stroke="${ink[900]}" opacity=".5"/><rect x="2" y="2" width="15" height="7" rx="1.6" fill="${ink[900]}"/></svg>`
  return `<div style="width:${o.width}px;height:${o.height}px;border-radius:24px;background:${ink[950]};padding:5px;box-shadow:0 0 0 1.2px ${ink[700]} inset,0 26px 50px -18px rgba(7,14,26,.55),0 0 0 1px rgba(7,14,26,.25)">
  <div style="width:100%;height:100%;border-radius:19px;overflow:hidden;background:${o.bg ?? '#fff'};position:relative;display:flex;flex-direction:column">
    <div class="row" style="height:24px;flex:none;justify-content:space-between;padding:2px 15px 0 17px;font-size:11px;font-weight:700">
      <span>9:41</span><span style="position:absolute;left:50%;top:6px;transform:translateX(-50%);width:38px;height:12px;border-radius:7px;background:${ink[950]}"></span><span class="row" style="gap:3px">${bars}</span>
    </div>
    <div style="flex:1;min-height:0;position:relative;display:flex;flex-direction:column">${o.content}</div>
    <div style="position:absolute;bottom:5px;left:50%;transform:translateX(-50%);width:34%;height:3px;border-radius:2px;background:${ink[900]};opacity:.8"></div>
  </div>
</div>`
}

/** The logo mark of a product: rounded square in its tint with a letter. */
function mark(letter: string, tint: string, size: number): string {
  return `<span style="width:${size}px;height:${size}px;border-radius:${size * 0.28}px;background:${tint};color:#fff;display:inline-flex;align-items:center;justify-content:center;font-weight:700;font-size:${size * 0.54}px;flex:none">${letter}</span>`
}

/** A small action button of the apps' headers. */
function action(label: string, bg: string, fg = '#fff', ic?: IconName): string {
  return `<span class="row" style="gap:5px;height:26px;padding:0 10px;border-radius:7px;background:${bg};color:${fg};font-size:11.5px;font-weight:700;white-space:nowrap;flex:none;${bg === '#fff' ? `border:1px solid ${ink[200]}` : ''}">${ic ? icon(ic, 12) : ''}${label}</span>`
}

/**
 * A SaaS app drawn for the small canvas: an icon rail (the product mark on top, the user at the bottom) and a header
 * with the page's title, a line under it and one action.
 */
function railApp(o: {
  letter: string
  tint: string
  nav: IconName[]
  active: number
  badge?: number
  title: string
  subtitle: string
  action?: string
  initials: string
  dark?: boolean
  body: string
}): string {
  const dark = o.dark ?? false
  const rail = `<aside class="col" style="width:44px;flex:none;align-items:center;gap:4px;padding:10px 0;background:${dark ? ink[900] : '#FBFBFC'};border-right:1px solid ${dark ? ink[800] : ink[100]};color:${dark ? ink[400] : ink[500]}">
    <div style="margin-bottom:8px">${mark(o.letter, o.tint, 24)}</div>
    ${o.nav
      .map((ic, i) => {
        const on = i === o.active
        const bg = on ? (dark ? ink[700] : ink[100]) : 'transparent'
        return `<span style="width:30px;height:28px;border-radius:7px;background:${bg};display:flex;align-items:center;justify-content:center;position:relative;color:${on ? (dark ? '#fff' : o.tint) : 'inherit'}">${icon(ic, 15)}${i === o.badge ? `<i style="position:absolute;top:5px;right:5px;width:6px;height:6px;border-radius:50%;background:${accent[500]};border:1.5px solid ${dark ? ink[900] : '#fff'}"></i>` : ''}</span>`
      })
      .join('')}
    <span style="flex:1"></span>
    <span style="width:26px;height:26px;border-radius:50%;background:${accent[400]};color:#fff;display:flex;align-items:center;justify-content:center;font-size:11px;font-weight:700">${o.initials}</span>
  </aside>`
  return `<div style="position:absolute;inset:0;display:flex;background:#fff">${rail}
  <main style="flex:1;min-width:0;display:flex;flex-direction:column;background:${ink[50]}">
    <header class="row" style="height:44px;flex:none;padding:0 14px;gap:12px;background:#fff;border-bottom:1px solid ${ink[100]}">
      <div class="col grow"><span class="b" style="font-size:15px;letter-spacing:-.02em;line-height:1.2">${o.title}</span><span class="muted ellipsis" style="font-size:11px">${o.subtitle}</span></div>
      ${o.action ?? ''}
    </header>
    <div style="flex:1;min-height:0;position:relative">${o.body}</div>
  </main>
</div>`
}

const dot = (color: string, size = 7) =>
  `<i style="width:${size}px;height:${size}px;border-radius:50%;background:${color};display:block;flex:none"></i>`

/** The Pix mark (four rounded diamonds), in `color`. */
function pixIcon(size: number, color: string): string {
  return `<svg width="${size}" height="${size}" viewBox="0 0 24 24"><g fill="${color}"><rect x="8.6" y="1.6" width="6.8" height="6.8" rx="1.6" transform="rotate(45 12 5)"/><rect x="8.6" y="15.6" width="6.8" height="6.8" rx="1.6" transform="rotate(45 12 19)"/><rect x="1.6" y="8.6" width="6.8" height="6.8" rx="1.6" transform="rotate(45 5 12)"/><rect x="15.6" y="8.6" width="6.8" height="6.8" rx="1.6" transform="rotate(45 19 12)"/></g></svg>`
}

/* ---------------------------------------------------------------- work: e-commerce storefront */

function vase(kind: number, bg: string, height: number | 'square'): string {
  const shapes = [
    `<path d="M42 20 h16 v10 c14 8 20 22 20 38 c0 18 -12 30 -28 30 s-28 -12 -28 -30 c0 -16 6 -30 20 -38z" fill="${accent[500]}"/>`,
    `<path d="M38 14 h24 v8 c-4 6 -4 12 0 18 c10 14 12 36 4 52 h-32 c-8 -16 -6 -38 4 -52 c4 -6 4 -12 0 -18z" fill="${ink[800]}"/>`,
    `<ellipse cx="50" cy="70" rx="34" ry="26" fill="${sand[50]}" stroke="${sand[400]}" stroke-width="2"/><rect x="40" y="36" width="20" height="14" rx="3" fill="${sand[50]}" stroke="${sand[400]}" stroke-width="2"/>`,
    `<path d="M30 40 h40 l-6 56 h-28z" fill="${support.sageDark}"/><path d="M50 40 c-8 -14 -20 -20 -26 -18 c4 10 14 16 26 18z M50 40 c6 -16 18 -24 26 -22 c-4 12 -14 20 -26 22z" fill="${support.sage}"/>`,
  ]
  const size = height === 'square' ? 'aspect-ratio:1' : `height:${height}px`
  return `<div style="background:${bg};border-radius:8px;${size};display:flex;align-items:center;justify-content:center"><svg height="78%" viewBox="0 0 100 110">${shapes[kind % shapes.length]}<ellipse cx="50" cy="104" rx="30" ry="4" fill="#000" opacity=".08"/></svg></div>`
}

function storefront(): string {
  const products: [string, string, number, string][] = [
    [t`Vaso Terracota`, t`R$ 189,00`, 0, '#F6E1D6'],
    [t`Garrafa Noite`, t`R$ 149,00`, 1, sand[200]],
    [t`Pote Areia`, t`R$ 119,00`, 2, '#E8EEF3'],
  ]
  const site = `<div style="position:absolute;inset:0;background:${sand[50]}">
    <div class="row" style="height:38px;padding:0 16px;gap:14px;border-bottom:1px solid ${sand[200]};background:#fff;font-size:11.5px;color:${ink[600]}"><span class="b" style="font-family:${fonts.serif};font-size:15px;color:${ink[900]};margin-right:4px">casa aurora</span><span>${t`Novidades`}</span><span>${t`Vasos`}</span><span>${t`Presentes`}</span><span class="row" style="margin-left:auto;gap:12px;color:${ink[700]}">${icon('search', 14)}<span class="row" style="gap:3px">${icon('cart', 14)}<b>2</b></span></span></div>
    <div style="display:grid;grid-template-columns:238px 1fr;height:136px;background:#F1E4D6;overflow:hidden">
      <div style="padding:15px 0 0 18px"><div style="font-size:11px;letter-spacing:.12em;text-transform:uppercase;color:${accent[700]};font-weight:700">${t`Coleção outono`}</div><div style="font-family:${fonts.serif};font-size:19px;line-height:1.12;margin:5px 0 6px;max-width:200px;text-wrap:balance">${t`Barro, luz e tempo devagar`}</div><div class="muted" style="font-size:11px;margin-bottom:9px">${t`Cerâmica feita à mão em Cunha (SP)`}</div><span class="row" style="width:fit-content;height:24px;padding:0 11px;border-radius:6px;background:${ink[900]};color:#fff;font-size:11px;font-weight:700">${t`Ver coleção`}</span></div>
      <div style="position:relative"><div style="position:absolute;right:-40px;top:-36px;width:190px;height:190px;border-radius:50%;background:${accent[200]}"></div><div style="position:absolute;left:6px;bottom:0;width:70px">${vase(0, 'transparent', 'square')}</div><div style="position:absolute;left:62px;bottom:0;width:86px">${vase(1, 'transparent', 'square')}</div></div>
    </div>
    <div class="row" style="padding:10px 18px 7px"><b style="font-size:13px">${t`Mais vendidos`}</b><span class="muted" style="margin-left:auto;font-size:11px">${t`Ver todos`} →</span></div>
    <div style="display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:10px;padding:0 18px">${products.map(([name, price, kind, bg]) => `<div>${vase(kind, bg, 56)}<div class="ellipsis" style="margin-top:5px;font-size:11.5px">${name}</div><div class="b" style="font-size:12px">${price}</div></div>`).join('')}</div>
  </div>`
  const product = `<div class="col" style="height:100%;padding:0 10px 16px">
    <div class="row" style="height:24px;color:${ink[700]}">${icon('chevronLeft', 13)}<span class="b" style="font-family:${fonts.serif};font-size:12px;margin:0 auto;color:${ink[900]}">casa aurora</span>${icon('cart', 13)}</div>
    ${vase(0, '#F6E1D6', 92)}
    <div style="font-family:${fonts.serif};font-size:13.5px;margin-top:8px;line-height:1.2">${t`Vaso Terracota`}</div>
    <div class="row" style="gap:4px;margin-top:3px;font-size:11px"><svg width="11" height="11" viewBox="0 0 24 24"><path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z" fill="${support.amber}"/></svg><b>${t`4,9`}</b><span class="muted">· ${t`128 avaliações`}</span></div>
    <div class="b" style="font-size:17px;letter-spacing:-.02em;margin-top:5px">${t`R$ 189,00`}</div>
    <div class="row" style="gap:4px;margin-top:1px;font-size:11px;font-weight:700;color:${status.ok}">${pixIcon(11, status.ok)}<span>${t`R$ 179,55 no Pix`}</span></div>
    <div class="row muted" style="gap:5px;margin-top:6px;font-size:11px">${icon('truck', 13)}<span>${t`Chega amanhã`}</span></div>
    <div class="row" style="margin-top:auto;height:32px;border-radius:9px;background:${ink[900]};color:#fff;justify-content:center;gap:6px;font-size:12px;font-weight:700">${pixIcon(12, '#fff')}${t`Pagar com Pix`}</div>
  </div>`
  return page(
    W,
    H,
    '',
    `${sandBackdrop(W, H, '#F6E1D6')}${at(16, 18, browserWindow({ url: 'casaaurora.example', width: 392, height: 356, content: site }))}${at(398, 26, handset({ width: 154, height: 316, content: product }), 2)}`,
  )
}

/* ---------------------------------------------------------------- work: fintech dashboard */

function fintech(): string {
  const tint = support.skyDark
  const kpi = (label: string, value: string, delta: string, note: string) =>
    `<div class="card" style="flex:1;min-width:0;padding:8px 11px"><div class="muted ellipsis" style="font-size:11px">${label}</div><div class="b" style="font-size:20px;letter-spacing:-.03em;line-height:1.15;margin-top:2px">${value}</div><div class="row" style="gap:5px;margin-top:1px;font-size:11px"><span class="b" style="color:${status.ok}">${delta}</span><span class="muted ellipsis">${note}</span></div></div>`
  const tx: [IconName | 'pix', string, string, string, string, string, 'ok' | 'warn' | 'danger'][] = [
    ['pix', 'Mercado Bom Preço', 'Pix', t`09:41`, t`+ R$ 12.480,00`, t`Aprovado`, 'ok'],
    ['file', 'Distribuidora Sul', t`Boleto`, t`09:30`, t`+ R$ 7.215,40`, t`Compensando`, 'warn'],
    ['card', 'Loja 27', t`Cartão`, t`09:22`, t`+ R$ 4.990,00`, t`Em análise`, 'danger'],
  ]
  const rows = tx
    .map(
      ([ic, who, method, time, amount, state, st]) =>
        `<div class="row" style="gap:9px;padding:4px 12px;border-top:1px solid ${ink[100]}"><span style="width:24px;height:24px;border-radius:7px;background:${ink[50]};border:1px solid ${ink[100]};display:flex;align-items:center;justify-content:center;flex:none;color:${ink[600]}">${ic === 'pix' ? pixIcon(12, tint) : icon(ic, 12)}</span><div class="col grow"><span class="ellipsis" style="font-size:11.5px;font-weight:700">${who}</span><span class="muted" style="font-size:11px">${method} · ${time}</span></div><div class="col" style="align-items:flex-end;gap:1px"><b style="font-size:12px">${amount}</b><span class="pill" style="background:${status[`${st}Bg`]};color:${status[st]};padding:0 6px">${state}</span></div></div>`,
    )
    .join('')
  const mix: [string, string, number, string][] = [
    ['Pix', t`58%`, 0.58, tint],
    [t`Cartão`, t`33%`, 0.33, accent[500]],
    [t`Boleto`, t`9%`, 0.09, support.amber],
  ]
  const body = `<div style="position:absolute;inset:0;padding:10px 12px;display:flex;flex-direction:column;gap:9px">
    <div class="row" style="gap:9px;align-items:stretch">${kpi(t`Volume processado hoje`, t`R$ 4,82 mi`, `▲ ${t`12,4%`}`, t`vs. ontem`)}${kpi(t`Taxa de aprovação`, t`97,3%`, `▲ ${t`0,8 p.p.`}`, t`vs. ontem`)}${kpi(t`Chargebacks`, t`0,11%`, `▼ ${t`0,03 p.p.`}`, t`vs. ontem`)}</div>
    <div style="display:grid;grid-template-columns:minmax(0,1.55fr) minmax(0,1fr);gap:9px;align-items:stretch">
      <div class="card" style="overflow:hidden"><div class="row" style="padding:7px 12px"><b style="font-size:13px">${t`Transações em tempo real`}</b><span class="row" style="margin-left:auto;gap:5px;font-size:11px;font-weight:700;color:${status.ok}">${dot(status.ok)}${t`ao vivo`}</span></div>${rows}</div>
      <div class="card col" style="padding:7px 12px 12px;justify-content:space-between"><b style="font-size:13px">${t`Meios de pagamento`}</b>${mix
        .map(
          ([label, share, v, c]) =>
            `<div style="margin-top:8px"><div class="row" style="justify-content:space-between;gap:6px;font-size:11.5px"><span class="ellipsis">${label}</span><b>${share}</b></div><div style="height:6px;border-radius:3px;background:${ink[100]};margin-top:4px"><div style="width:${v * 100}%;height:100%;border-radius:3px;background:${c}"></div></div></div>`,
        )
        .join('')}</div>
    </div>
  </div>`
  const app = railApp({
    letter: 'P',
    tint,
    dark: true,
    nav: ['home', 'card', 'shield', 'users', 'link', 'settings'],
    active: 0,
    badge: 2,
    title: t`Resumo`,
    subtitle: `${t`Hoje, 09:42`} · ${t`todos os lojistas`}`,
    action: action(t`Exportar CSV`, '#fff', ink[800], 'file'),
    initials: 'BT',
    body,
  })
  return page(
    W,
    H,
    '',
    `${sandBackdrop(W, H, '#D7E6F3')}${at(16, 14, browserWindow({ url: 'painel.pagora.example', width: 536, height: 327, content: app }))}`,
  )
}

/* ---------------------------------------------------------------- work: logistics */

/** The live map (streets, river, parks, the route and its numbered stops), drawn at `width` × `height`. */
function routeMap(width: number, height: number, pin: number): string {
  const sx = (x: number) => (x / 560) * width
  const sy = (y: number) => (y / 470) * height
  // On a 560 × 470 grid: the depot on the left, stops 2 and 3 along the middle street, 4 and 5 up the right, and the
  // other van's stop 7 (dashed) down the right: clear of the cards in the corners of the web app's map.
  const pins: [number, number, string, string][] = [
    [250, 232, accent[500], '2'],
    [370, 232, accent[500], '3'],
    [470, 150, accent[500], '4'],
    [470, 62, accent[500], '5'],
    [470, 385, support.skyDark, '7'],
  ]
  const route = (pts: [number, number][]) => pts.map(([x, y], i) => `${i ? 'L' : 'M'}${sx(x)} ${sy(y)}`).join(' ')
  const r = pin / 2
  const line = Math.max(3, pin / 5)
  return `<svg style="position:absolute;inset:0" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <rect width="${width}" height="${height}" fill="#EEF0EC"/>
    <path d="M${sx(-20)} ${sy(330)} C${sx(120)} ${sy(300)} ${sx(220)} ${sy(360)} ${sx(330)} ${sy(320)} S${sx(520)} ${sy(280)} ${sx(600)} ${sy(300)}" stroke="#BFD6E8" stroke-width="${sy(26)}" fill="none"/>
    <rect x="${sx(275)}" y="${sy(60)}" width="${sx(70)}" height="${sy(65)}" rx="5" fill="#DCE8D9"/><rect x="${sx(490)}" y="${sy(175)}" width="${sx(60)}" height="${sy(50)}" rx="5" fill="#DCE8D9"/><rect x="${sx(275)}" y="${sy(405)}" width="${sx(70)}" height="${sy(55)}" rx="5" fill="#DCE8D9"/>
    <g stroke="#fff" stroke-width="${Math.max(4, sy(10))}" fill="none">${[55, 150, 232, 385, 450].map((y) => `<path d="M0 ${sy(y)} H${width}"/>`).join('')}${[100, 250, 370, 470, 540].map((x) => `<path d="M${sx(x)} 0 V${height}"/>`).join('')}<path d="M0 ${sy(20)} L${width} ${sy(500)}" stroke-width="${Math.max(6, sy(14))}"/></g>
    <path d="${route([
      [100, 232],
      [370, 232],
      [370, 150],
      [470, 150],
      [470, 62],
    ])}" stroke="${accent[500]}" stroke-width="${line}" fill="none" stroke-linejoin="round" stroke-linecap="round"/>
    <path d="${route([
      [370, 232],
      [370, 385],
      [470, 385],
    ])}" stroke="${support.skyDark}" stroke-width="${line}" fill="none" stroke-linejoin="round" stroke-linecap="round" stroke-dasharray="1 ${pin / 2.5}"/>
    <g transform="translate(${sx(100)} ${sy(232)})"><circle r="${r + 1}" fill="${ink[900]}" stroke="#fff" stroke-width="2"/><g transform="translate(${-r * 0.62} ${-r * 0.62}) scale(${(r * 1.24) / 24})"><path d="M4 20V9l8-5 8 5v11M8 20v-6h8v6" fill="none" stroke="#fff" stroke-width="2.4" stroke-linejoin="round"/></g></g>
    ${pins.map(([x, y, c, l]) => `<g transform="translate(${sx(x)} ${sy(y)})"><circle r="${r}" fill="${c}" stroke="#fff" stroke-width="2"/><text y="${r * 0.4}" text-anchor="middle" font-size="${Math.max(11, pin * 0.5)}" font-weight="700" fill="#fff" font-family="Liberation Sans">${l}</text></g>`).join('')}
    <g transform="translate(${sx(310)} ${sy(232)})"><rect x="${-r * 1.1}" y="${-r * 0.85}" width="${r * 2.2}" height="${r * 1.7}" rx="${r * 0.5}" fill="${ink[900]}"/><g transform="scale(${r / 12})"><path d="M-7 -3 h10 v7 h-10z M3 -1 h4 l2 3 v2 h-6z" fill="#fff"/></g></g>
  </svg>`
}

function logistics(): string {
  const chips: [string, string, string][] = [
    [t`Em rota`, '12', accent[500]],
    [t`No CD`, '4', ink[900]],
    [t`Atrasos`, '1', status.warn],
  ]
  const body = `<div style="position:absolute;inset:0;overflow:hidden">${routeMap(356, 255, 22)}
    <div class="card" style="position:absolute;left:10px;top:10px;width:fit-content;min-width:190px;padding:9px 11px;box-shadow:0 8px 20px -10px rgba(7,14,26,.35)"><div class="muted ellipsis" style="font-size:11px">${t`Rota 14 · Van 3`} · Eduardo</div><div class="b" style="font-size:15px;letter-spacing:-.01em">${t`11 de 18 entregas`}</div><div style="height:5px;border-radius:3px;background:${ink[100]};margin-top:6px"><div style="width:61%;height:100%;border-radius:3px;background:${accent[500]}"></div></div>
      <div class="row" style="gap:10px;margin-top:8px;font-size:11px">${chips.map(([label, n, c]) => `<span class="row" style="gap:4px;white-space:nowrap">${dot(c)}${label} <b>${n}</b></span>`).join('')}</div></div>
    <div style="position:absolute;left:10px;bottom:10px;width:248px;background:#fff;border:1px solid ${accent[200]};border-radius:10px;padding:9px 11px;box-shadow:0 10px 24px -12px rgba(7,14,26,.4)">
      <div class="row" style="gap:6px;font-size:11.5px">${icon('sparkle', 13, accent[600])}<b>${t`Sugestão da IA`}</b></div>
      <div style="font-size:11.5px;line-height:1.35;margin-top:3px;color:${ink[700]}">${t`Trocar as paradas 6 e 7 economiza 14 min e 6,2 km.`}</div>
      <div class="row" style="gap:6px;margin-top:7px"><span class="row" style="height:22px;padding:0 9px;border-radius:6px;background:${accent[500]};color:#fff;font-size:11px;font-weight:700">${t`Aplicar`}</span><span class="row" style="height:22px;padding:0 9px;border-radius:6px;border:1px solid ${ink[200]};font-size:11px;font-weight:700">${t`Ignorar`}</span></div>
    </div>
  </div>`
  const app = railApp({
    letter: 'R',
    tint: accent[500],
    nav: ['pin', 'truck', 'box', 'users', 'chart', 'settings'],
    active: 0,
    title: t`Mapa ao vivo`,
    subtitle: t`CD Lapa · 16 veículos`,
    action: action(t`Otimizar rotas`, ink[900], '#fff', 'sparkle'),
    initials: 'SR',
    body,
  })
  const driver = `<div style="height:84px;position:relative;overflow:hidden;flex:none">${routeMap(140, 84, 14)}</div>
    <div class="col" style="flex:1;padding:9px 10px 0;gap:3px">
      <div class="muted" style="font-size:11px;font-weight:700;letter-spacing:.04em;text-transform:uppercase">${t`Parada 3 de 18`}</div>
      <div class="b" style="font-size:13px;line-height:1.2">Padaria Flor do Trigo</div>
      <div class="muted" style="font-size:11px;line-height:1.3">R. Teodoro Sampaio, 88</div>
      <div class="row" style="gap:5px;margin-top:4px;font-size:11px;color:${ink[700]}">${icon('clock', 12, status.info)}<span>${t`10:30–11:00`}</span></div>
      <div class="row" style="gap:5px;font-size:11px;color:${ink[700]}">${icon('box', 12, status.info)}<span>${t`3 volumes`} · ${t`1,2 km`}</span></div>
      <div class="row" style="margin-top:auto;margin-bottom:16px;height:30px;border-radius:8px;background:${accent[500]};color:#fff;justify-content:center;font-size:11.5px;font-weight:700">${t`Iniciar navegação`}</div>
    </div>`
  return page(
    W,
    H,
    '',
    `${sandBackdrop(W, H, accent[100])}${at(14, 14, browserWindow({ url: 'app.rotacerta.example', width: 400, height: 327, content: app }))}${at(404, 58, handset({ width: 150, height: 286, content: driver }), 2)}`,
  )
}

/* ---------------------------------------------------------------- work: data platform */

function dataPlatform(): string {
  const node = (x: number, y: number, w: number, c: string, title: string, ic?: IconName, sub?: string) =>
    `<div class="card" style="position:absolute;left:${x}px;top:${y}px;width:${w}px;padding:6px 7px 6px 8px;border-left:3px solid ${c};box-shadow:0 6px 14px -9px rgba(7,14,26,.3)"><div class="row" style="gap:5px">${ic ? icon(ic, 12, c) : ''}<b style="font-size:11px;white-space:nowrap">${title}</b></div>${sub ? `<div class="muted" style="font-size:11px;margin-top:1px;white-space:nowrap">${sub}</div>` : ''}</div>`
  // Three columns: the sources (one line each), the model and what reads it (two lines each), joined by curves.
  const [x0, x1, x2] = [0, 160, 306]
  const [w0, w1, w2] = [138, 122, 154]
  const srcY = [0, 39, 78]
  const srcMid = (i: number) => srcY[i]! + 14
  const outY = [0, 64]
  const outMid = (i: number) => outY[i]! + 21
  const modelY = 32
  const modelMid = modelY + 21
  const curve = (ax: number, ay: number, bx: number, by: number) => {
    const m = (ax + bx) / 2
    return `<path d="M${ax} ${ay} C${m} ${ay} ${m} ${by} ${bx} ${by}"/>`
  }
  const edges = `<svg style="position:absolute;inset:0" width="460" height="108"><g fill="none" stroke="${ink[300]}" stroke-width="1.5">
    ${srcY.map((_, i) => curve(x0 + w0, srcMid(i), x1, modelMid)).join('')}${outY.map((_, i) => curve(x1 + w1, modelMid, x2, outMid(i))).join('')}</g>
    <g fill="${accent[500]}"><circle cx="${x1}" cy="${modelMid}" r="3"/>${outY.map((_, i) => `<circle cx="${x2}" cy="${outMid(i)}" r="3"/>`).join('')}</g></svg>`
  const graph = `<div style="position:relative;height:108px;margin-top:8px">${edges}
    ${node(x0, srcY[0]!, w0, support.skyDark, 'ERP (PostgreSQL)', 'database')}${node(x0, srcY[1]!, w0, accent[600], t`Loja on-line`, 'cart')}${node(x0, srcY[2]!, w0, support.sageDark, t`Planilhas de metas`, 'file')}
    ${node(x1, modelY, w1, ink[700], t`Modelo de vendas`, undefined, `dbt · ${t`42 testes ok`}`)}
    ${node(x2, outY[0]!, w2, support.amberDark, t`Painel comercial`, 'chart', t`38 usuários`)}${node(x2, outY[1]!, w2, accent[600], t`Previsão de demanda`, 'sparkle', t`MAPE 6,1%`)}</div>`
  const kw = (s: string) => `<span style="color:${accent[400]}">${s}</span>`
  const sql = `<div style="flex:1.5;min-width:0;background:${ink[950]};border-radius:10px;padding:8px 11px;font-family:${fonts.mono};font-size:11px;line-height:1.55;color:${ink[200]};white-space:nowrap;overflow:hidden">
    <div>${kw('select')} regiao, <span style="color:${support.sky}">sum</span>(total)</div>
    <div>${kw('from')} vendas.fato_pedidos</div>
    <div>${kw('group by')} regiao;</div></div>`
  const metric = (label: string, value: string, chart: string) =>
    `<div class="card" style="flex:1;min-width:0;padding:7px 11px"><div class="muted" style="font-size:11px;white-space:nowrap">${label}</div><div class="row" style="gap:8px;justify-content:space-between"><b style="font-size:18px;letter-spacing:-.03em;line-height:1.25">${value}</b></div>${chart}</div>`
  const body = `<div style="position:absolute;inset:0;padding:10px;display:flex;flex-direction:column;gap:9px">
    <div class="card" style="padding:9px 10px 10px"><div class="row" style="gap:8px"><b style="font-size:13px">${t`Linhagem`}</b><span class="mono muted" style="font-size:11px">vendas_diarias</span><span class="pill" style="background:${status.okBg};color:${status.ok}">${dot(status.ok, 6)}${t`Saudável`}</span><span class="muted" style="margin-left:auto;font-size:11px;white-space:nowrap">${t`última execução 09:34`}</span></div>${graph}</div>
    <div class="row" style="gap:9px;align-items:stretch">
      ${metric(t`Qualidade dos dados`, t`99,4%`, lineChart({ values: [97.8, 98.2, 98, 98.9, 99.1, 98.7, 99.2, 99.4], width: 96, height: 16, color: status.ok, fill: true, strokeWidth: 1.6, pad: 2 }))}
      ${metric(t`Execuções (7 dias)`, '167/168', barChart({ values: [24, 24, 23, 24, 24, 24, 24], width: 96, height: 16, color: support.sage, highlight: 2, highlightColor: status.warn, radius: 2 }))}
      ${sql}
    </div>
  </div>`
  const app = railApp({
    letter: 'D',
    tint: support.skyDark,
    nav: ['grid', 'link', 'code', 'clock', 'shield', 'users'],
    active: 1,
    title: t`Linhagem de dados`,
    subtitle: t`Plataforma de dados · produção`,
    action: action(t`Nova consulta`, support.skyDark, '#fff', 'plus'),
    initials: 'IN',
    body,
  })
  return page(
    W,
    H,
    '',
    `${sandBackdrop(W, H, '#DCE8E1')}${at(10, 14, browserWindow({ url: 'dados.nortealimentos.example', width: 548, height: 327, content: app }))}`,
  )
}

/* ---------------------------------------------------------------- about: São Paulo studio */

const teamLooks: PersonLook[] = [
  {
    skin: '#8A5637',
    skinShade: '#6E4128',
    hair: '#1D1410',
    hairStyle: 'bun',
    top: support.sageDark,
    topStyle: 'crew',
    lips: '#6B3226',
  },
  {
    skin: '#F0C9AC',
    skinShade: '#D6A98B',
    hair: '#C48A4A',
    hairStyle: 'short-crop',
    top: ink[700],
    topStyle: 'shirt',
    inner: '#fff',
    lips: '#B86A5E',
    glasses: ink[900],
  },
  {
    skin: '#C68A62',
    skinShade: '#A8704C',
    hair: '#2A1B14',
    hairStyle: 'long-wavy',
    top: accent[500],
    topStyle: 'crew',
    lips: '#9E5646',
  },
]

function studio(): string {
  const w = 1200
  const h = 800
  const buildings = Array.from({ length: 22 }, (_, i) => {
    const bh = 120 + ((i * 73) % 170)
    return `<rect x="${110 + i * 46}" y="${470 - bh}" width="40" height="${bh}" fill="${i % 3 ? '#C9D6E3' : '#B7C7D8'}"/>`
  }).join('')
  const masp = `<g transform="translate(760 380)"><rect x="0" y="0" width="220" height="46" fill="#B8C6D4"/><rect x="-10" y="-14" width="14" height="104" fill="${accent[500]}"/><rect x="216" y="-14" width="14" height="104" fill="${accent[500]}"/><rect x="-10" y="-14" width="240" height="14" fill="${accent[500]}"/><rect x="-10" y="46" width="240" height="10" fill="${accent[500]}"/></g>`
  const person = (look: PersonLook, x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})">${portraitSvg(look)}</g>`
  const laptopBack = (x: number, y: number) =>
    `<g transform="translate(${x} ${y})"><path d="M0 0 h150 l-8 100 h-134 z" fill="${ink[300]}"/><path d="M0 0 h150 l-8 100 h-134 z" fill="#fff" opacity=".25"/><g transform="translate(61 36)">${nuvoraMark(28, '#fff').replace('<svg', '<svg opacity=".9"')}</g></g>`
  const art = `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" style="position:absolute;inset:0">
    <rect width="${w}" height="${h}" fill="${sand[100]}"/>
    <!-- window -->
    <rect x="90" y="70" width="1020" height="420" rx="6" fill="#E4EDF5"/>
    <circle cx="920" cy="200" r="70" fill="${support.amber}" opacity=".55"/>
    ${buildings}${masp}
    <g fill="#fff" opacity=".5">${Array.from({ length: 22 }, (_, i) => dotGrid(118 + i * 46, 470 - (120 + ((i * 73) % 170)) + 12, 3, Math.floor((120 + ((i * 73) % 170)) / 22), 10, 1.6)).join('')}</g>
    <g fill="none" stroke="${ink[900]}" stroke-width="10"><rect x="90" y="70" width="1020" height="420" rx="6"/><path d="M430 70 V490 M770 70 V490"/></g>
    <!-- pendant lamps -->
    ${[300, 600, 900].map((x) => `<path d="M${x} 0 V120" stroke="${ink[900]}" stroke-width="3"/><path d="M${x - 40} 160 A40 40 0 0 1 ${x + 40} 160 Z" fill="${ink[900]}"/><ellipse cx="${x}" cy="162" rx="18" ry="6" fill="${support.amber}"/>`).join('')}
    <!-- sticky-note wall -->
    <g transform="translate(130 120)">${[0, 1, 2, 3].flatMap((r) => [0, 1, 2].map((c) => `<rect x="${c * 56}" y="${r * 52}" width="46" height="42" rx="3" fill="${[support.amber, accent[200], support.sky, '#fff'][(r + c) % 4]}" transform="rotate(${((r * 3 + c) % 5) - 2} ${c * 56 + 23} ${r * 52 + 21})"/>`)).join('')}</g>
    <!-- floor and desk -->
    <rect x="0" y="560" width="${w}" height="240" fill="${sand[200]}"/>
    ${person(teamLooks[0]!, 250, 300, 0.95)}${person(teamLooks[1]!, 520, 290, 0.95)}${person(teamLooks[2]!, 790, 300, 0.95)}
    <rect x="120" y="600" width="960" height="26" rx="6" fill="${ink[900]}"/>
    <path d="M170 626 V790 M1030 626 V790" stroke="${ink[900]}" stroke-width="14"/>
    ${laptopBack(385, 500)}${laptopBack(655, 500)}${laptopBack(925, 510)}
    <!-- mugs and plant -->
    <g transform="translate(300 565)"><rect width="30" height="36" rx="5" fill="${accent[500]}"/><path d="M30 8 c12 0 12 20 0 20" fill="none" stroke="${accent[500]}" stroke-width="5"/></g>
    <g transform="translate(1090 430)"><path d="M0 170 h70 l-8 100 h-54 z" fill="${accent[600]}"/>${[-40, -15, 10, 35, 60].map((a, i) => `<ellipse cx="35" cy="110" rx="18" ry="70" fill="${i % 2 ? support.sageDark : support.sage}" transform="rotate(${a} 35 170)"/>`).join('')}</g>
    <g transform="translate(20 500)"><path d="M10 170 h60 l-6 90 h-48 z" fill="${ink[800]}"/>${[-30, 0, 30].map((a, i) => `<ellipse cx="40" cy="110" rx="16" ry="64" fill="${i % 2 ? support.sageDark : support.sage}" transform="rotate(${a} 40 170)"/>`).join('')}</g>
  </svg>`
  return page(w, h, '', art)
}

/* ---------------------------------------------------------------- video posters */

/**
 * The posters' layout size: the 16:9 card of the news page's video carousel on a 1280 px screen. The card captions
 * the video and draws its play button over the lower left, so the posters carry no title, keep words out of the lower
 * left and keep the centre clear.
 */
const VW = 368
const VH = 207

function posterIntro(): string {
  return page(
    VW,
    VH,
    '',
    `<svg style="position:absolute;inset:0" width="${VW}" height="${VH}">
      <defs><radialGradient id="introGlow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${accent[500]}" stop-opacity=".5"/><stop offset=".65" stop-color="${accent[500]}" stop-opacity=".06"/><stop offset="1" stop-color="${accent[500]}" stop-opacity="0"/></radialGradient></defs>
      <rect width="${VW}" height="${VH}" fill="${ink[900]}"/>
      <g fill="#fff" opacity=".08">${dotGrid(18, 52, 7, 5, 10, 1)}</g>
      <circle cx="272" cy="104" r="150" fill="url(#introGlow)"/>
      <circle cx="272" cy="104" r="88" fill="${ink[700]}" opacity=".7"/>
      <circle cx="272" cy="104" r="112" fill="none" stroke="#fff" stroke-opacity=".12" stroke-dasharray="2 5"/>
      <circle cx="272" cy="104" r="136" fill="none" stroke="#fff" stroke-opacity=".08"/>
      <circle cx="${272 + 112 * Math.cos(-2.4)}" cy="${104 + 112 * Math.sin(-2.4)}" r="4" fill="${accent[500]}"/>
      <path d="M0 207 L368 150 L368 207 Z" fill="${accent[500]}" opacity=".9"/>
    </svg>
    <div style="position:absolute;left:182px;top:21px;width:186px;height:186px;overflow:hidden"><svg width="186" height="186" viewBox="30 60 340 340">${portraitSvg(peopleLook('rafael-monteiro'))}</svg></div>
    <div class="row" style="position:absolute;left:18px;top:16px;gap:7px;color:#fff;font-weight:700;font-size:14px;letter-spacing:-.01em">${nuvoraMark(20)}<span>Nuvora</span></div>`,
  )
}

function posterCustomAi(): string {
  const sticky = (x: number, y: number, w: number, c: string, text: string, r: number) =>
    `<div style="position:absolute;left:${x}px;top:${y}px;width:${w}px;min-height:46px;background:${c};transform:rotate(${r}deg);padding:5px 6px;font-size:11px;font-weight:700;line-height:1.2;color:${ink[900]};box-shadow:0 5px 9px -5px rgba(0,0,0,.35)">${text}</div>`
  const box = (x: number, y: number, c: string, ic: IconName) =>
    `<rect x="${x}" y="${y}" width="30" height="24" rx="5" fill="#fff" stroke="${c}" stroke-width="1.8"/><g transform="translate(${x + 8} ${y + 5}) scale(.58)"><path d="${ic === 'database' ? 'M5 6c0-1.7 3.1-3 7-3s7 1.3 7 3-3.1 3-7 3-7-1.3-7-3zM5 6v12c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 12c0 1.7 3.1 3 7 3s7-1.3 7-3' : 'M12 3l1.8 5.4L19 10l-5.2 1.6L12 17l-1.8-5.4L5 10l5.2-1.6z'}" fill="none" stroke="${c}" stroke-width="2.4" stroke-linejoin="round"/></g>`
  // The sketch on the board's right: data → model, an arrow down to a rising line (no words).
  const sketch = `<svg style="position:absolute;inset:0" width="194" height="126"><g fill="none" stroke="${ink[800]}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">
      <path d="M126 68 H140"/><path d="M137 65 l4 3 -4 3"/><path d="M155 82 V94"/><path d="M152 91 l3 4 3 -4"/></g>
      ${box(94, 56, support.skyDark, 'database')}${box(142, 56, accent[500], 'sparkle')}
      <path d="M118 116 C132 102 146 112 158 102 S176 96 184 98" fill="none" stroke="${accent[500]}" stroke-width="2" stroke-linecap="round"/>
      <path d="M112 120 H188 M112 120 V100" fill="none" stroke="${ink[400]}" stroke-width="1.2" stroke-linecap="round"/></svg>`
  const board = `<div style="position:absolute;left:12px;top:14px;width:202px;height:134px;background:#FBFBF9;border-radius:5px;border:4px solid ${ink[200]};box-shadow:0 10px 20px -12px rgba(7,14,26,.4)">${sketch}
    ${sticky(6, 6, 78, support.amber, t`Problema do negócio`, -3)}${sticky(100, 4, 84, accent[200], t`Protótipo em 2 semanas`, 3)}${sticky(8, 66, 78, support.sky, t`Métricas de sucesso`, 2)}
  </div>`
  return page(
    VW,
    VH,
    '',
    `<svg style="position:absolute;inset:0" width="${VW}" height="${VH}"><rect width="${VW}" height="${VH}" fill="${sand[200]}"/><rect x="0" y="160" width="${VW}" height="47" fill="${sand[300]}"/><circle cx="296" cy="84" r="84" fill="${accent[200]}"/></svg>
    ${board}
    <div style="position:absolute;left:208px;top:32px;width:160px;height:175px;overflow:hidden"><svg width="160" height="175" viewBox="40 50 320 350">${portraitSvg(peopleLook('camila-duarte'))}</svg></div>`,
  )
}

function posterPauta(): string {
  const tint = productTint.pauta
  const score = (value: string, level: 'high' | 'mid') =>
    `<span class="col" style="width:34px;height:34px;flex:none;border-radius:8px;background:${level === 'high' ? accent[500] : support.amber};color:#fff;align-items:center;justify-content:center"><b style="font-size:13px;line-height:1">${value}</b></span>`
  const story = (value: string, level: 'high' | 'mid', title: string, source: string, when: string, focus = false) =>
    `<div class="card row" style="gap:9px;padding:8px 10px;align-items:flex-start;${focus ? `box-shadow:0 0 0 2px ${accent[200]};border-color:${accent[400]}` : ''}">${score(value, level)}<div class="grow"><div class="b" style="font-size:12px;line-height:1.25">${title}</div><div class="row" style="gap:5px;margin-top:3px;font-size:11px;color:${ink[500]}"><span class="ellipsis">${source}</span><span>·</span><span style="white-space:nowrap">${when}</span></div></div>${icon('star', 13, focus ? support.amber : ink[300])}</div>`
  const app = `<div style="position:absolute;inset:0;background:${ink[50]}">
    <div class="row" style="height:36px;padding:0 12px;gap:8px;background:#fff;border-bottom:1px solid ${ink[100]}">${mark('P', tint, 22)}<b style="font-size:13px">${t`Notícias de hoje`}</b><span class="pill" style="margin-left:auto;background:${ink[900]};color:#fff">${t`Alta relevância`}</span></div>
    <div class="col" style="padding:8px 12px;gap:7px">
      ${story(t`9,2`, 'high', t`Governo de SP conclui a privatização da Sabesp`, 'Jornal do Comércio Paulista', t`há 12 min`, true)}
      ${story(t`8,4`, 'high', t`Banco Central anuncia novas regras do Pix para empresas`, 'Portal Economia Hoje', t`há 38 min`)}
    </div>
  </div>`
  const frame = `<div style="width:344px;height:220px;border-radius:9px;overflow:hidden;background:#fff;box-shadow:0 20px 40px -16px rgba(0,0,0,.6);display:flex;flex-direction:column">
    <div class="row" style="height:22px;flex:none;background:${ink[100]};padding:0 9px;gap:5px">${trafficLights(7)}</div>
    <div style="flex:1;position:relative">${app}</div></div>`
  const cursor = `<svg style="position:absolute;left:316px;top:117px;z-index:5" width="15" height="18" viewBox="0 0 24 28"><path d="M2 2 L2 22 L7.5 17 L11 25 L14.5 23.5 L11 16 L18.5 16 Z" fill="#fff" stroke="${ink[900]}" stroke-width="2" stroke-linejoin="round"/></svg>`
  const clickRing = `<div style="position:absolute;left:307px;top:108px;width:18px;height:18px;border-radius:50%;border:2px solid ${accent[500]};opacity:.85;z-index:4"></div>`
  return page(
    VW,
    VH,
    '',
    `<div style="position:absolute;inset:0;background:${ink[900]}"></div>
    <div style="position:absolute;left:12px;top:12px">${frame}</div>
    ${clickRing}${cursor}
    <div style="position:absolute;left:0;right:0;top:136px;height:71px;background:linear-gradient(rgba(12,23,39,0),rgba(12,23,39,.95) 75%)"></div>`,
  )
}

function peopleLook(slug: keyof typeof people): PersonLook {
  return people[slug].look as PersonLook
}

export const showcaseCompositions: Composition[] = [
  {
    file: 'work/ecommerce-storefront.png',
    name: 'work/ecommerce-storefront',
    shows:
      'Case-study visual: the storefront of a fictional home-goods shop ("casa aurora") in a browser window, with the product page and Pix payment on a phone',
    width: W,
    height: H,
    scale: 2.75,
    html: storefront,
  },
  {
    file: 'work/fintech-dashboard.png',
    name: 'work/fintech-dashboard',
    shows:
      'Case-study visual: payments dashboard of a fictional fintech ("Pagora") with processed volume, approval rate, payment-method mix and live transactions',
    width: W,
    height: H,
    scale: 2.75,
    html: fintech,
  },
  {
    file: 'work/logistics-ops.png',
    name: 'work/logistics-ops',
    shows:
      'Case-study visual: delivery operations app of a fictional logistics company ("Rota Certa"), live route map with numbered stops and an AI route suggestion, plus the driver app on a phone',
    width: W,
    height: H,
    scale: 2.75,
    html: logistics,
  },
  {
    file: 'work/data-platform.png',
    name: 'work/data-platform',
    shows:
      'Case-study visual: data platform UI with a lineage graph from ERP, online store and spreadsheets to a dashboard and a demand forecast, data-quality and run charts and a SQL query',
    width: W,
    height: H,
    scale: 3,
    html: dataPlatform,
  },
  {
    file: 'about/studio-sao-paulo.jpg',
    name: 'about/studio-sao-paulo',
    shows:
      'Illustration of the Nuvora studio in São Paulo: three people working at a shared desk with laptops, a sticky-note wall and a window over the Avenida Paulista skyline with the red MASP frame',
    width: 1200,
    height: 800,
    html: studio,
  },
  {
    file: 'videos/nuvora-em-dois-minutos.jpg',
    name: 'videos/nuvora-em-dois-minutos',
    shows:
      'Video poster "A Nuvora em dois minutos": illustrated Rafael Monteiro (CEO) in the brand\'s glow on deep navy, with the Nuvora wordmark; no title (the card captions it in the page language)',
    width: VW,
    height: VH,
    scale: 5.25,
    html: posterIntro,
  },
  {
    file: 'videos/ia-sob-medida.jpg',
    name: 'videos/ia-sob-medida',
    shows:
      'Video poster "Como criamos uma IA sob medida": a whiteboard with sticky notes and an AI architecture sketch next to illustrated Camila Duarte (CTO); no title (the card captions it)',
    width: VW,
    height: VH,
    scale: 5.25,
    html: posterCustomAi,
  },
  {
    file: 'videos/ia-noticia-na-pratica.png',
    name: 'videos/ia-noticia-na-pratica',
    shows:
      'Video poster "IA Notícia na prática": screen recording frame of the Pauta news feed with relevance scores and a mouse cursor clicking the top story; no title (the card captions it)',
    width: VW,
    height: VH,
    scale: 5.25,
    html: posterPauta,
  },
]
