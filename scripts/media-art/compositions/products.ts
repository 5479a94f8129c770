/**
 * Realistic renders of the six AI products' UIs (fictional products), laid out at the size of their place: a 16:10
 * card about 570 px wide on a 1280 px screen, so every text shows at the size it is set in (11 px at least).
 */
import { t } from '@lingui/core/macro'
import { type Composition, avatar, icon, lineChart, page, productMark, sandBackdrop } from '../kit'
import { accent, ink, productTint, sand, status, support } from '../palette'

/** The place of a product picture: 16:10, 568–588 px wide on a 1280 px screen; drawn at 2.5× for sharp screens. */
const W = 568
const H = 355
const SCALE = 2.5

/** The product pictures' own rules: `.nb` keeps the bold figures of a message on one line. */
const css = '.nb b{white-space:nowrap}'

function stage(inner: string, arc: string = accent[100]): string {
  return page(W, H, css, `${sandBackdrop(W, H, arc)}${inner}`)
}

const abs = (x: number, y: number, inner: string, z = 1) =>
  `<div style="position:absolute;left:${x}px;top:${y}px;z-index:${z}">${inner}</div>`

/** The browser window of the product pictures: it rises from the bottom edge, the sand showing on three sides. */
const WIN = { x: 16, y: 16, width: 536, chrome: 30 }
/** The visible size of the page inside `appWindow`. */
const VIEW = { width: WIN.width, height: H - WIN.y - WIN.chrome }

function appWindow(url: string, content: string): string {
  return abs(
    WIN.x,
    WIN.y,
    `<div style="width:${WIN.width}px;height:${H - WIN.y + 24}px;border-radius:11px;overflow:hidden;background:#fff;box-shadow:0 1px 0 rgba(255,255,255,.6) inset,0 24px 60px -18px rgba(7,14,26,.45),0 0 0 1px rgba(7,14,26,.12)">
  <div class="row" style="height:${WIN.chrome}px;background:${ink[50]};border-bottom:1px solid ${ink[100]};padding:0 12px;gap:12px">
    <div class="row" style="gap:6px;width:54px">${['#F26B5B', '#F4BE4F', '#5CC777'].map((c) => `<span style="width:9px;height:9px;border-radius:50%;background:${c};display:block"></span>`).join('')}</div>
    <div class="row" style="margin:0 auto;height:20px;min-width:210px;justify-content:center;border-radius:6px;background:#fff;border:1px solid ${ink[100]};padding:0 10px;gap:6px;font-size:11px;color:${ink[500]}">${icon('lock', 10)}<span>${url}</span></div>
    <div style="width:54px"></div>
  </div>
  <div style="height:${VIEW.height}px;position:relative;overflow:hidden">${content}</div>
</div>`,
  )
}

/** A small square icon tile (the AI's mark in panels and headers). */
function tile(name: Parameters<typeof icon>[0], bg: string, fg: string, size = 26): string {
  return `<span style="width:${size}px;height:${size}px;border-radius:${size * 0.3}px;background:${bg};display:flex;align-items:center;justify-content:center;flex:none">${icon(name, size * 0.58, fg)}</span>`
}

/** A small rounded button (the product pictures' size). */
function chip(label: string, bg: string, fg = '#fff', ic?: Parameters<typeof icon>[0]): string {
  return `<span class="row" style="width:fit-content;gap:5px;height:28px;padding:0 11px;border-radius:7px;background:${bg};color:${fg};font-size:12px;font-weight:700;white-space:nowrap;flex:none;${bg === '#fff' ? `border:1px solid ${ink[200]}` : ''}">${ic ? icon(ic, 13) : ''}${label}</span>`
}

/* ---------------------------------------------------------------- Vendaí */

type Channel = 'whatsapp' | 'site' | 'instagram'

/** The channel a conversation came from, as a badge on its avatar. */
function channelBadge(channel: Channel): string {
  const [bg, ic] =
    channel === 'whatsapp' ? ['#25A762', 'chat'] : channel === 'site' ? [ink[700], 'globe'] : ['#C13584', 'camera']
  return `<span style="position:absolute;right:-3px;bottom:-3px;width:15px;height:15px;border-radius:50%;background:${bg};border:2px solid #fff;display:flex;align-items:center;justify-content:center">${icon(ic as 'chat', 8, '#fff', 2.6)}</span>`
}

function bubble(text: string, mine: boolean, extra = ''): string {
  return `<div style="display:flex;justify-content:${mine ? 'flex-end' : 'flex-start'}"><div style="max-width:90%;padding:6px 10px;border-radius:${mine ? '11px 11px 3px 11px' : '11px 11px 11px 3px'};background:${mine ? ink[900] : '#fff'};color:${mine ? '#fff' : ink[900]};font-size:12px;line-height:1.38;${mine ? '' : `border:1px solid ${ink[100]}`}">${text}${extra}</div></div>`
}

function vendai(): string {
  const tint = productTint.vendai
  const conversations: [string, string, Channel, string?][] = [
    ['Ana Beatriz', t`Tem o Trilha 42 em preto?`, 'whatsapp', '2'],
    ['Carlos Mendes', t`Pedido #4817 confirmado ✓`, 'site'],
    ['Júlia Rocha', t`Qual o prazo para Recife?`, 'whatsapp'],
    ['Lucas Almeida', t`Posso trocar o tamanho?`, 'instagram'],
    ['Patrícia Nunes', t`Obrigada! Chegou certinho`, 'whatsapp'],
  ]
  const colors = [support.skyDark, support.sageDark, accent[600], ink[600], support.amberDark]
  const initials = (n: string) =>
    n
      .split(' ')
      .map((w) => w[0])
      .join('')
  const inbox = `<div style="width:154px;flex:none;background:#fff;border-right:1px solid ${ink[100]};display:flex;flex-direction:column">
    <div class="row" style="height:46px;flex:none;padding:0 12px;gap:8px;border-bottom:1px solid ${ink[100]}">${productMark('V', tint, 24)}<span class="b" style="font-size:14px;letter-spacing:-.02em">Vendaí</span><span class="pill" style="margin-left:auto;background:${tint};color:#fff;padding:1px 7px">12</span></div>
    <div class="col" style="padding:6px;gap:2px">${conversations
      .map(
        ([name, preview, channel, badge], i) =>
          `<div class="row" style="gap:9px;padding:7px 7px;border-radius:8px;${i === 0 ? `background:${accent[50]};box-shadow:inset 2px 0 0 ${tint}` : ''}">
        <span style="position:relative;flex:none">${avatar(initials(name), colors[i]!, 30)}${channelBadge(channel)}</span>
        <div class="grow"><div class="row" style="gap:6px"><span class="b ellipsis grow" style="font-size:12px">${name}</span>${badge ? `<span style="width:7px;height:7px;border-radius:50%;background:${tint};flex:none"></span>` : ''}</div>
        <div class="ellipsis muted" style="font-size:11px;margin-top:1px">${preview}</div></div></div>`,
      )
      .join('')}</div></div>`
  const product = `<div style="margin-top:7px;border-radius:8px;overflow:hidden;background:${sand[50]};display:flex;color:${ink[900]}">
    <div style="width:52px;flex:none;background:${sand[200]};display:flex;align-items:center;justify-content:center">${shoe(44)}</div>
    <div style="padding:6px 9px;min-width:0"><div class="b ellipsis" style="font-size:12px">Trilha Urbano</div><div class="muted ellipsis" style="font-size:11px">${t`Tênis · preto · 42`}</div><div class="b ellipsis" style="font-size:12px;color:${tint};margin-top:1px">${t`R$ 332,40 no Pix`}</div></div></div>`
  const chat = `<div class="grow" style="display:flex;flex-direction:column;background:${ink[50]}">
    <div class="row" style="height:46px;flex:none;gap:9px;padding:0 12px;background:#fff;border-bottom:1px solid ${ink[100]}">${avatar('AB', colors[0]!, 30)}<div class="col grow"><span class="b ellipsis" style="font-size:12.5px">Ana Beatriz</span><span class="ellipsis" style="font-size:11px;color:${status.ok}">● ${t`IA respondendo`}</span></div><span style="width:28px;height:28px;border-radius:7px;border:1px solid ${ink[200]};display:flex;align-items:center;justify-content:center;color:${ink[600]};flex:none">${icon('users', 14)}</span></div>
    <div class="col grow" style="gap:7px;padding:10px 12px 0">
      ${bubble(t`Oi! Tem o Trilha 42 em preto?`, false)}
      ${bubble(t`Temos sim! Restam 3 pares.`, true, product)}
      ${bubble(t`Perfeito, pode gerar o pedido!`, false)}
      <div class="row" style="gap:5px;align-self:flex-end;font-size:11px;color:${ink[500]}">${icon('sparkle', 12, tint)}${t`Vendaí está digitando…`}</div>
    </div>
    <div class="row" style="flex:none;gap:8px;margin:0 10px 10px;height:36px;padding:0 4px 0 11px;background:#fff;border:1px solid ${ink[200]};border-radius:9px;color:${ink[400]};font-size:11.5px">${icon('clip', 14)}<span class="grow ellipsis">${t`Escreva uma mensagem…`}</span><span style="width:28px;height:28px;border-radius:7px;background:${tint};display:flex;align-items:center;justify-content:center;flex:none">${icon('send', 14, '#fff')}</span></div>
  </div>`
  const stat = (label: string, value: string) =>
    `<div style="padding:7px 0;border-top:1px solid ${ink[100]}"><div class="muted ellipsis" style="font-size:11px">${label}</div><div class="b" style="font-size:15px;letter-spacing:-.02em">${value}</div></div>`
  const summary = `<div style="width:134px;flex:none;background:#fff;border-left:1px solid ${ink[100]};padding:12px 12px 0;display:flex;flex-direction:column;gap:9px">
    <div class="b" style="font-size:12.5px">${t`Resumo de hoje`}</div>
    <div class="card" style="padding:9px 10px 8px;background:${accent[50]};border-color:${accent[100]}"><div class="muted" style="font-size:11px">${t`Vendas pela IA`}</div><div class="b" style="font-size:18px;letter-spacing:-.03em;margin:1px 0 4px;white-space:nowrap">${t`R$ 18.742`}</div>${lineChart({ values: [3, 4, 3.5, 5, 6, 5.5, 7, 8.2, 7.8, 9.4], width: 82, height: 26, color: tint, fill: true })}</div>
    <div>${stat(t`Conversas`, '312')}${stat(t`Resolvidas pela IA`, t`94%`)}${stat(t`Tempo de resposta`, t`8 s`)}</div>
  </div>`
  return stage(
    appWindow(
      'app.vendai.example',
      `<div style="position:absolute;inset:0;display:flex">${inbox}${chat}${summary}</div>`,
    ),
  )
}

/** A sneaker drawn in flat shapes (product thumbnail). */
function shoe(w: number): string {
  return `<svg width="${w}" height="${w * 0.62}" viewBox="0 0 100 62"><path d="M8 40 C8 28 14 20 22 18 L34 14 C38 22 46 26 56 26 L76 30 C88 32 95 38 95 46 L95 50 L8 50 Z" fill="${ink[900]}"/><path d="M8 50 L95 50 L95 54 C95 56 93 58 90 58 L12 58 C9 58 8 56 8 54 Z" fill="#fff" stroke="${ink[200]}"/><path d="M36 20 L40 30 M42 19 L46 29 M48 21 L52 28" stroke="#fff" stroke-width="2" stroke-linecap="round"/><path d="M60 36 C70 34 80 38 88 44" stroke="${accent[500]}" stroke-width="3" fill="none" stroke-linecap="round"/></svg>`
}

/* ---------------------------------------------------------------- Gestor IA */

/** An icon rail: the product's mark, nav icons (the first one active), a dot on `badge` and the user's avatar. */
function rail(o: {
  letter: string
  tint: string
  icons: Parameters<typeof icon>[0][]
  badge: number
  user: string
  dark?: boolean
  on?: string
}): string {
  const dark = o.dark ?? true
  const bg = dark ? ink[900] : '#FBFBFC'
  const activeBg = dark ? ink[800] : ink[100]
  return `<div style="width:48px;flex:none;background:${bg};${dark ? '' : `border-right:1px solid ${ink[100]};`}padding:10px 0;display:flex;flex-direction:column;align-items:center;gap:4px;color:${dark ? ink[400] : ink[500]}">
    <div style="margin-bottom:8px">${productMark(o.letter, o.tint, 28)}</div>
    ${o.icons
      .map(
        (ic, i) =>
          `<div style="position:relative;width:32px;height:32px;border-radius:8px;background:${i === 0 ? activeBg : 'transparent'};display:flex;align-items:center;justify-content:center">${icon(ic, 16, i === 0 ? (o.on ?? o.tint) : 'currentColor')}${i === o.badge ? `<span style="position:absolute;top:5px;right:5px;width:7px;height:7px;border-radius:50%;background:${accent[500]};border:1.5px solid ${i === 0 ? activeBg : bg}"></span>` : ''}</div>`,
      )
      .join('')}
    <div style="flex:1"></div>${avatar(o.user, accent[400], 30)}</div>`
}

function gestor(): string {
  const tint = productTint.gestor
  const months = [t`jan`, t`abr`, t`jul`, t`out`, t`dez`]
  const revenue = [0.82, 0.88, 0.91, 0.86, 0.97, 1.02, 0.99, 1.08, 1.12, 1.1, 1.21, 1.28]
  const expenses = [0.7, 0.72, 0.74, 0.73, 0.78, 0.8, 0.79, 0.83, 0.86, 0.84, 0.88, 1.05]
  const chartW = 228
  const chartH = 54
  const figure = (label: string, value: string, delta: string, up: boolean) =>
    `<div class="grow"><div class="muted ellipsis" style="font-size:11px">${label}</div><div class="b" style="font-size:19px;letter-spacing:-.03em;white-space:nowrap;margin-top:1px">${value}</div><div class="b" style="font-size:11px;margin-top:1px;color:${up ? status.ok : status.danger};white-space:nowrap">${up ? '▲' : '▼'} ${delta}</div></div>`
  const legend = (label: string, color: string, dashed = false) =>
    `<span class="row" style="gap:5px"><i style="width:12px;height:0;border-top:2.5px ${dashed ? 'dotted' : 'solid'} ${color};display:block"></i>${label}</span>`
  const overview = `<div class="card" style="padding:11px 12px 9px">
    <div class="row" style="gap:10px;align-items:flex-start">${figure(t`Faturamento do mês`, t`R$ 1,28 mi`, t`6,1%`, true)}<span style="width:1px;align-self:stretch;background:${ink[100]}"></span>${figure(t`Margem bruta`, t`18,2%`, t`6,4 p.p.`, false)}</div>
    <div class="row" style="gap:12px;margin-top:7px;font-size:11px;color:${ink[500]}">${legend(t`Receita`, tint)}${legend(t`Despesas`, sand[500], true)}<span style="margin-left:auto">${t`12 meses`}</span></div>
    <div style="position:relative;height:${chartH}px;margin-top:6px">
      ${[0, 1, 2].map((i) => `<div style="position:absolute;left:0;right:0;top:${i * 27}px;border-top:1px dashed ${ink[100]}"></div>`).join('')}
      <div style="position:absolute;inset:0">${lineChart({ values: revenue, width: chartW, height: chartH, color: tint, fill: true, min: 0.5, max: 1.35, strokeWidth: 2.2 })}</div>
      <div style="position:absolute;inset:0">${lineChart({ values: expenses, width: chartW, height: chartH, color: sand[500], min: 0.5, max: 1.35, dashed: true, strokeWidth: 1.8 })}</div>
      <div style="position:absolute;left:${chartW - 6}px;top:${4 + (1 - (1.05 - 0.5) / 0.85) * (chartH - 8) - 6}px;width:12px;height:12px;border-radius:50%;background:${accent[500]};border:2.5px solid #fff;box-shadow:0 0 0 3px ${accent[100]}"></div>
    </div>
    <div class="row" style="justify-content:space-between;margin-top:4px;font-size:11px;color:${ink[400]}">${months.map((m) => `<span>${m}</span>`).join('')}</div>
  </div>`
  const stock: [string, string, string, 'danger' | 'warn'][] = [
    [t`Filtro de óleo FX-200`, t`38 un.`, t`4 dias`, 'danger'],
    [t`Correia CD-88`, t`112 un.`, t`11 dias`, 'warn'],
  ]
  const table = `<div class="card" style="padding:9px 12px 4px">
    <div class="row" style="gap:8px;padding-bottom:6px"><span class="b" style="font-size:12.5px">${t`Estoque crítico`}</span><span class="muted" style="margin-left:auto;font-size:11px">${t`Cobertura`}</span></div>
    ${stock
      .map(
        ([name, qty, days, level]) =>
          `<div class="row" style="gap:8px;padding:5px 0;border-top:1px solid ${ink[100]};font-size:11.5px"><span class="grow ellipsis">${name}</span><span class="muted" style="white-space:nowrap">${qty}</span><span class="pill" style="min-width:54px;justify-content:center;background:${status[`${level}Bg`]};color:${status[level]}">${days}</span></div>`,
      )
      .join('')}</div>`
  const assistant = `<div style="width:214px;flex:none;background:${ink[50]};border-left:1px solid ${ink[100]};display:flex;flex-direction:column">
    <div class="row" style="gap:8px;height:46px;flex:none;padding:0 12px;background:#fff;border-bottom:1px solid ${ink[100]}">${tile('sparkle', `${support.skyDark}1a`, tint)}<div class="col" style="min-width:0"><span class="b" style="font-size:12.5px">Gestor IA</span><span class="muted ellipsis" style="font-size:11px">${t`Conectado ao ERP`}</span></div></div>
    <div class="col grow" style="gap:8px;padding:10px 10px 0;font-size:11.5px;line-height:1.4">
      <div style="align-self:flex-end;max-width:90%;background:${ink[900]};color:#fff;border-radius:11px 11px 3px 11px;padding:6px 10px;font-size:12px">${t`Por que a margem caiu em dezembro?`}</div>
      <div class="nb" style="background:#fff;border:1px solid ${ink[100]};border-radius:11px 11px 11px 3px;padding:8px 10px">
        ${t`A margem bruta foi de <b>18,2%</b> (média do ano: 24,6%). Dois motivos:`}
        <div class="col" style="gap:6px;margin-top:7px">
          <div class="row" style="gap:7px;align-items:flex-start"><span class="pill" style="background:${status.dangerBg};color:${status.danger};padding:1px 6px">${t`+38%`}</span><span>${t`Frete: nova tabela da transportadora`}</span></div>
          <div class="row" style="gap:7px;align-items:flex-start"><span class="pill" style="background:${status.warnBg};color:${status.warn};padding:1px 6px">${t`−11%`}</span><span>${t`Promoção na linha de freios`}</span></div>
        </div>
      </div>
    </div>
    <div class="row" style="flex:none;gap:8px;margin:8px 10px 10px;height:34px;padding:0 4px 0 10px;background:#fff;border:1px solid ${ink[200]};border-radius:9px;color:${ink[400]};font-size:11.5px"><span class="grow ellipsis">${t`Pergunte ao Gestor IA…`}</span><span style="width:26px;height:26px;border-radius:7px;background:${tint};display:flex;align-items:center;justify-content:center;flex:none">${icon('send', 13, '#fff')}</span></div>
  </div>`
  const app = `<div style="position:absolute;inset:0;display:flex;background:${ink[50]}">
    ${rail({ letter: 'G', tint, icons: ['home', 'chart', 'card', 'box', 'file', 'settings'], badge: 3, user: 'MV', on: support.sky })}
    <div class="col grow" style="gap:8px;padding:10px">${overview}${table}</div>
    ${assistant}</div>`
  return stage(appWindow('app.gestor.example', app), '#D7E6F3')
}

export const productCompositions: Composition[] = [
  {
    file: 'products/vendai.png',
    name: 'products/vendai',
    shows:
      'Vendaí UI in a browser window: inbox of WhatsApp/site conversations, the AI answering a customer with a product card and Pix price, and a daily sales summary',
    width: W,
    height: H,
    scale: SCALE,
    html: vendai,
  },
  {
    file: 'products/gestor.png',
    name: 'products/gestor',
    shows:
      'Gestor IA UI in a browser window: ERP overview with revenue and margin KPIs, revenue-vs-expenses chart, critical stock table and the AI assistant explaining a margin drop',
    width: W,
    height: H,
    scale: SCALE,
    html: gestor,
  },
]

export { abs, appWindow, chip, rail, stage, tile, H, SCALE, W }
