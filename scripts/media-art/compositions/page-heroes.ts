/**
 * The heroes' art: the home page's (`hero/product-and-ai.png`), each service page's and the other page kinds', all
 * in one style: a mark at the centre of the brand's glow and orbits on deep ink, and two or three floating white
 * cards of what the work produces around it. Laid out at the size of the hero's 4:3 `split` slot on a 1280 px screen
 * (472 × 354 CSS px), so the words show at the size they are set in; every word is a catalog message, drawn in the
 * active locale when `html()` runs.
 */
import { t } from '@lingui/core/macro'
import { type Composition, type IconName, glowBackdrop, icon, lineChart, page, productMark } from '../kit'
import { accent, fonts, ink, status, support } from '../palette'

/** The hero slot's size on a 1280 px screen (4:3), and the render's device pixels per CSS pixel (1180 × 885). */
const W = 472
const H = 354
const SCALE = 2.5
const CX = W / 2
const CY = H / 2

/**
 * Where a card sits: its left or right edge, its top or bottom edge (or centred on the middle line), its width and
 * its turn in degrees. A card of the left column ends by x = 196 and one of the right column starts from x = 276,
 * so the mark stays clear whatever the card's height in any locale; a wider card sits at the top or the bottom.
 */
interface Place {
  x?: number
  right?: number
  y?: number
  bottom?: number
  middle?: boolean
  w: number
  r?: number
}

function position(at: Place): string {
  const h = at.right === undefined ? `left:${at.x ?? 0}px` : `right:${at.right}px`
  const v = at.middle ? 'top:50%' : at.bottom === undefined ? `top:${at.y ?? 0}px` : `bottom:${at.bottom}px`
  const turn = `${at.middle ? 'translateY(-50%) ' : ''}rotate(${at.r ?? 0}deg)`
  return `position:absolute;${h};${v};width:${at.w}px;transform:${turn};z-index:2`
}

/** A white card floating over the ink. */
function card(at: Place, inner: string): string {
  return `<div style="${position(at)};background:#fff;border-radius:14px;padding:14px 15px;box-shadow:0 1px 0 rgba(255,255,255,.7) inset,0 22px 44px -16px rgba(0,0,0,.6),0 0 0 1px rgba(7,14,26,.08)">${inner}</div>`
}

/** A dark code card (code stays code: it is not translated). */
function code(at: Place, lines: string[]): string {
  const dots = ['#F26B5B', '#F4BE4F', '#5CC777']
    .map((c) => `<i style="width:8px;height:8px;border-radius:50%;background:${c};display:block"></i>`)
    .join('')
  return `<div style="${position(at)};background:${ink[950]};border:1px solid ${ink[700]};border-radius:14px;padding:12px 14px;font-family:${fonts.mono};font-size:11px;line-height:1.65;color:${ink[200]};white-space:nowrap;box-shadow:0 22px 44px -16px rgba(0,0,0,.7)">
    <div class="row" style="gap:5px;margin-bottom:7px">${dots}</div>${lines.map((line) => `<div>${line}</div>`).join('')}</div>`
}

const kw = (text: string) => `<span style="color:${accent[400]}">${text}</span>`
const fn = (text: string) => `<span style="color:${support.sky}">${text}</span>`
const str = (text: string) => `<span style="color:${support.amber}">${text}</span>`

/* ------------------------------------------------------------------ type */

const title = (text: string, gap = 8) =>
  `<b style="font-size:14px;line-height:1.25;letter-spacing:-.01em;display:block;margin-bottom:${gap}px">${text}</b>`
const label = (text: string) => `<div style="font-size:12px;color:${ink[500]};line-height:1.3">${text}</div>`
const body = (text: string) => `<div style="font-size:12.5px;color:${ink[600]};line-height:1.4">${text}</div>`
const pill = (text: string, tone: 'ok' | 'warn' | 'soft' = 'ok') => {
  const [bg, fg] =
    tone === 'ok' ? [status.okBg, status.ok] : tone === 'warn' ? [status.warnBg, status.warn] : [ink[50], ink[700]]
  return `<span class="pill" style="background:${bg};color:${fg};font-size:11.5px;padding:3px 9px">${text}</span>`
}

/** A figure with its label above, a pill beside it and an optional chart under it. */
function stat(o: {
  label: string
  value: string
  pill?: string
  tone?: 'ok' | 'soft'
  chart?: number[]
  width?: number
}): string {
  const chart = o.chart
    ? `<div style="margin-top:10px">${lineChart({ values: o.chart, width: (o.width ?? 200) - 30, height: 40, color: support.skyDark, fill: true })}</div>`
    : ''
  return `${label(o.label)}<div class="row" style="gap:8px;margin-top:5px;flex-wrap:wrap"><b style="font-size:21px;line-height:1.1;letter-spacing:-.03em;white-space:nowrap">${o.value}</b>${o.pill ? pill(o.pill, o.tone ?? 'ok') : ''}</div>${chart}`
}

/** Rows with a status mark each. */
function checkRows(rows: [string, 'ok' | 'warn'][]): string {
  return rows
    .map(
      ([text, state]) =>
        `<div class="row" style="gap:8px;font-size:12.5px;line-height:1.3;padding:4px 0;color:${ink[700]}"><span style="width:18px;height:18px;border-radius:50%;display:flex;align-items:center;justify-content:center;flex:none;background:${state === 'ok' ? status.okBg : status.warnBg};color:${state === 'ok' ? status.ok : status.warn}">${icon(state === 'ok' ? 'check' : 'clock', 11, 'currentColor', 2.6)}</span><span>${text}</span></div>`,
    )
    .join('')
}

/** Rows with a status mark each, under a title. */
const checklist = (heading: string, rows: [string, 'ok' | 'warn'][]) => `${title(heading, 6)}${checkRows(rows)}`

/** A short exchange: the visitor's question, the answer. */
function chat(product: string, letter: string, question: string, answer: string): string {
  return `<div class="row" style="gap:8px;margin-bottom:10px">${productMark(letter, accent[500], 24)}<b style="font-size:14px;line-height:1.2">${product}</b></div>
    <div style="background:${ink[50]};border-radius:11px 11px 11px 3px;padding:7px 10px;font-size:12.5px;line-height:1.35;margin-right:16px;margin-bottom:6px">${question}</div>
    <div style="background:${ink[900]};color:#fff;border-radius:11px 11px 3px 11px;padding:7px 10px;font-size:12.5px;line-height:1.35;margin-left:16px">${answer}</div>`
}

/** An app's push notification: its mark, name, when, and the message. */
function notification(letter: string, app: string, when: string, text: string): string {
  return `<div class="row" style="gap:11px;align-items:flex-start">${productMark(letter, accent[500], 32)}<div style="min-width:0"><div class="row" style="gap:6px;margin-bottom:2px"><b style="font-size:13.5px">${app}</b><span style="font-size:11.5px;color:${ink[400]}">${when}</span></div>${body(text)}</div></div>`
}

/** The app stores' rating with five stars, and an optional line under it. */
function storeRating(value: string, footnote?: string): string {
  return `${label(t`Avaliação nas lojas`)}<div class="row" style="gap:8px;margin-top:5px"><b style="font-size:21px;letter-spacing:-.03em">${value}</b><span class="row" style="gap:1px">${[0, 1, 2, 3, 4].map(() => icon('star', 15, support.amber, 2.2)).join('')}</span></div>${footnote ? `<div style="font-size:11.5px;color:${ink[500]};margin-top:5px">${footnote}</div>` : ''}`
}

/** Initials in a coloured disc. */
const initials = (text: string, color: string, size = 28) =>
  `<span style="width:${size}px;height:${size}px;border-radius:50%;background:${color};color:#fff;font-size:11px;font-weight:700;display:flex;align-items:center;justify-content:center;flex:none">${text}</span>`

/** A titled list of people, each with initials in a coloured disc, name and role. */
function peopleList(heading: string, people: [string, string, string, string][]): string {
  return `${title(heading, 6)}${people
    .map(
      ([abbr, name, role, color]) =>
        `<div class="row" style="gap:9px;padding:4px 0">${initials(abbr, color)}<div style="min-width:0;line-height:1.25"><b style="font-size:12.5px;display:block">${name}</b><span style="font-size:11.5px;color:${ink[500]}">${role}</span></div></div>`,
    )
    .join('')}`
}

/** Soft tags that wrap. */
const tags = (items: string[]) =>
  `<div class="row" style="gap:5px;flex-wrap:wrap">${items.map((item) => pill(item, 'soft')).join('')}</div>`

/** A relevance grade in an accent square. */
const grade = (value: string, size = 42) =>
  `<span style="width:${size}px;height:${size}px;border-radius:${size * 0.26}px;background:${accent[500]};color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:${size * 0.43}px;letter-spacing:-.02em;flex:none">${value}</span>`

/** A square grade (relevance score) beside a headline and a line under it. */
function graded(value: string, headline: string, foot: string): string {
  return `<div class="row" style="gap:11px;align-items:flex-start">${grade(value)}<div style="min-width:0"><b style="font-size:13.5px;line-height:1.3;display:block">${headline}</b><div style="font-size:11.5px;color:${ink[500]};margin-top:4px">${foot}</div></div></div>`
}

/* ------------------------------------------------------------------ backdrop */

/** The ink, the dot grid, the glow, the orbits, the accent disc and `centre` drawn over it (SVG). */
function backdrop(centre: string): string {
  return `${glowBackdrop({ width: W, height: H, cx: CX, cy: CY, glow: 175, orbits: [58, 100, 148], core: 28, dots: [22, 16] })}${centre}</svg>`
}

/** The page's mark (a line icon) in the accent disc. */
function markBackdrop(mark: IconName): string {
  return `${backdrop('')}<div style="position:absolute;left:${CX - 13}px;top:${CY - 13}px;z-index:1">${icon(mark, 26, '#fff', 1.9)}</div>`
}

/** The home's AI spark in the accent disc, with dotted links towards the cards. */
function sparkBackdrop(): string {
  const spark = `<path d="M${CX} ${CY - 17} l4.5 12.5 12.5 4.5 -12.5 4.5 -4.5 12.5 -4.5 -12.5 -12.5 -4.5 12.5 -4.5z" fill="#fff"/>`
  const links = `<g fill="none" stroke="${accent[400]}" stroke-width="1.6" stroke-dasharray="1.5 5" stroke-linecap="round" opacity=".9"><path d="M${CX - 28} ${CY - 14} C${CX - 60} ${CY - 40} ${CX - 80} ${CY - 60} ${CX - 96} ${CY - 76}"/><path d="M${CX + 28} ${CY - 10} C${CX + 60} ${CY - 30} ${CX + 74} ${CY - 50} ${CX + 86} ${CY - 66}"/><path d="M${CX - 26} ${CY + 16} C${CX - 56} ${CY + 40} ${CX - 80} ${CY + 54} ${CX - 100} ${CY + 60}"/><path d="M${CX + 26} ${CY + 16} C${CX + 56} ${CY + 40} ${CX + 72} ${CY + 54} ${CX + 88} ${CY + 62}"/></g>`
  return backdrop(`${links}${spark}`)
}

/* ------------------------------------------------------------------ the arts */

interface HeroArt {
  slug: string
  shows: string
  mark: IconName
  /** The cards, drawn in the active locale (called by `html()`, never at import). */
  cards: () => string[]
}

/** Where the cards usually sit: top left, the right side, bottom left (the mark free between them). */
const topLeft = (w: number, r = -2.5): Place => ({ x: 20, y: 20, w, r })
const topRight = (w: number, r = 2.5): Place => ({ right: 18, y: 18, w, r })
const leftMiddle = (w: number, r = -2): Place => ({ x: 18, middle: true, w, r })
const right = (y: number, w: number, r = 2.5): Place => ({ right: 20, y, w, r })
const bottomLeft = (w: number, r = 1.5, x = 34): Place => ({ x, bottom: 20, w, r })
const bottomRight = (w: number, r = -2, rightEdge = 22): Place => ({ right: rightEdge, bottom: 20, w, r })

const arts: HeroArt[] = [
  {
    slug: 'plataforma-web',
    shows: 'a customer-portal orders chart, a passing release and a performance score',
    mark: 'globe',
    cards: () => [
      card(
        topLeft(210),
        stat({
          label: t`Pedidos no portal`,
          value: t`12.480`,
          pill: t`▲ 18%`,
          chart: [3, 3.4, 3.1, 4.2, 4.8, 4.6, 5.6, 6.1, 6.4, 7.2],
          width: 210,
        }),
      ),
      card(
        right(104, 178),
        checklist(t`Publicação v2.14`, [
          [t`412 testes aprovados`, 'ok'],
          [t`No ar em produção`, 'ok'],
        ]),
      ),
      card(
        bottomLeft(222, 1.5, 50),
        `<div class="row" style="gap:12px"><span style="width:50px;height:50px;border-radius:50%;border:4.5px solid ${status.ok};display:flex;align-items:center;justify-content:center;font-weight:700;font-size:19px;color:${status.ok};flex:none">98</span><div style="min-width:0">${title(t`Desempenho`, 2)}${label(t`Carrega em 1,1 s no celular`)}</div></div>`,
      ),
    ],
  },
  {
    slug: 'aplicativos-mobile',
    shows: 'a delivery push notification, an app-store rating and a crash-free sessions figure',
    mark: 'bell',
    cards: () => [
      card(topLeft(232), notification('R', 'Rota Certa', t`agora`, t`Seu pedido saiu para entrega. Chega em 25 min.`)),
      card(right(120, 178), storeRating(t`4,8`, t`3.210 avaliações`)),
      card(bottomLeft(200), stat({ label: t`Sessões sem falhas`, value: t`99,9%`, pill: t`▲ 1,2 p.p.` })),
    ],
  },
  {
    slug: 'manutencao-de-software',
    shows: 'an uptime chart, a resolved support ticket and the week’s dependency updates',
    mark: 'tool',
    cards: () => [
      card(
        topLeft(210),
        stat({
          label: t`Disponibilidade no mês`,
          value: t`99,98%`,
          pill: t`SLA cumprido`,
          chart: [6, 6.2, 6.1, 6.3, 6.3, 6.2, 6.4, 6.4, 6.5, 6.5],
          width: 210,
        }),
      ),
      card(
        right(112, 178),
        `<div class="row" style="gap:7px;margin-bottom:8px">${pill(t`resolvido`)}<span class="row" style="gap:4px;font-size:11.5px;color:${ink[500]};white-space:nowrap">${icon('clock', 12, ink[400])}${t`38 min`}</span></div>${title(t`Boleto não gerava para CNPJ novo`, 4)}${label(t`Corrigido, com teste de regressão`)}`,
      ),
      card(
        bottomLeft(214),
        checklist(t`Atualizações da semana`, [
          ['Node 20 → 22', 'ok'],
          [t`12 correções de segurança`, 'ok'],
        ]),
      ),
    ],
  },
  {
    slug: 'outsourcing',
    shows: 'a squad card with three professionals, the time to hire and a sprint’s progress',
    mark: 'users',
    cards: () => [
      card(
        leftMiddle(178),
        peopleList(t`Squad Pagamentos`, [
          ['AL', 'Ana Lima', t`Dev sênior · Java`, support.skyDark],
          ['BR', 'Bruno Reis', t`Dev pleno · React`, support.sageDark],
          ['CT', 'Carla Torres', 'QA', accent[600]],
        ]),
      ),
      card(topRight(196), stat({ label: t`Tempo para contratar`, value: t`3 dias úteis`, pill: t`▼ 80%` })),
      card(
        bottomRight(176),
        `${title(t`Sprint 14`, 6)}<div class="row" style="gap:8px;margin-bottom:6px"><span style="flex:1;height:6px;border-radius:3px;background:${ink[100]};overflow:hidden"><i style="display:block;width:80%;height:100%;background:${status.ok};border-radius:3px"></i></span><b style="font-size:12px;color:${ink[700]}">${t`80%`}</b></div>${checkRows(
          [
            [t`Pix recorrente`, 'ok'],
            [t`Conciliação automática`, 'warn'],
          ],
        )}`,
      ),
    ],
  },
  {
    slug: 'apis',
    shows: 'systems connected through an API: the live integrations, a latency chart and a Pix webhook',
    mark: 'link',
    cards: () => [
      card(
        leftMiddle(176),
        `${title(t`Integrações ativas`, 6)}${['ERP', t`Loja online`, t`Gateway Pix`, 'CRM']
          .map(
            (name) =>
              `<div class="row" style="gap:8px;font-size:12.5px;padding:3px 0;color:${ink[700]}"><span style="width:7px;height:7px;border-radius:50%;background:${status.ok};box-shadow:0 0 0 3px ${status.okBg};flex:none"></span><span class="grow">${name}</span><span style="color:${status.ok}">${icon('check', 13, 'currentColor', 2.6)}</span></div>`,
          )
          .join('')}`,
      ),
      card(
        topRight(176),
        stat({
          label: t`Latência média`,
          value: t`120 ms`,
          pill: t`▼ 42%`,
          chart: [8, 7.4, 7.8, 6.2, 5.6, 5.8, 4.4, 4.1, 3.8, 3.6],
          width: 176,
        }),
      ),
      card(
        bottomRight(176),
        `<div class="row" style="gap:7px;margin-bottom:8px">${pill('200 OK')}<span class="row" style="gap:4px;font-size:11.5px;color:${ink[500]};white-space:nowrap">${icon('clock', 12, ink[400])}${t`há 2 s`}</span></div>${title(t`Pix confirmado: pedido #4821`, 3)}${label(t`Estoque e nota fiscal atualizados`)}`,
      ),
    ],
  },
  {
    slug: 'design',
    shows: 'a brand colour palette, a button component in its three states and a usability-test score',
    mark: 'sparkle',
    cards: () => [
      card(
        topLeft(196),
        `${title(t`Paleta da marca`, 10)}<div class="row" style="gap:6px">${[ink[900], accent[500], accent[200], support.sage, support.sky].map((c) => `<span style="width:28px;height:28px;border-radius:8px;background:${c};box-shadow:0 0 0 1px rgba(7,14,26,.08) inset;flex:none"></span>`).join('')}</div>`,
      ),
      card(
        right(64, 178),
        stat({ label: t`Tarefas concluídas no teste`, value: t`9 de 10`, pill: t`com usuários reais`, tone: 'soft' }),
      ),
      card(
        bottomLeft(236),
        `${title(t`Botão · 3 estados`, 10)}<div class="row" style="gap:6px">${[
          [accent[500], '#fff'],
          [accent[700], '#fff'],
          [ink[100], ink[400]],
        ]
          .map(
            ([bg, fg]) =>
              `<span style="flex:1;min-width:0;text-align:center;padding:7px 0;border-radius:8px;background:${bg};color:${fg};font-size:11.5px;font-weight:700;white-space:nowrap">${t`Comprar`}</span>`,
          )
          .join('')}</div>`,
      ),
    ],
  },
  {
    slug: 'inteligencia-artificial',
    shows: 'an AI assistant answering from company data, an accuracy figure and a contract summary',
    mark: 'sparkle',
    cards: () => [
      card(
        leftMiddle(180),
        chat(t`Assistente`, 'A', t`Quanto vendemos no Nordeste em outubro?`, t`R$ 412 mil, 12% acima de setembro.`),
      ),
      card(topRight(172), stat({ label: t`Respostas corretas`, value: t`94%`, pill: t`▲ 9 p.p.` })),
      card(
        bottomRight(206),
        `<div class="row" style="gap:8px;margin-bottom:6px">${icon('file', 17, accent[600], 2)}<b style="font-size:13.5px">${t`Contrato.pdf`}</b></div>${body(t`Resumo: 24 meses, reajuste pelo IPCA.`)}`,
      ),
    ],
  },
]

/** The other page kinds' art: `hero/<page>.png`. */
const pageArts: HeroArt[] = [
  {
    slug: 'quem-somos',
    shows: 'the two founders, the projects delivered and the São Paulo studio',
    mark: 'building',
    cards: () => [
      card(
        topLeft(184),
        peopleList(t`Fundadores`, [
          ['RM', 'Rafael Monteiro', 'CEO', accent[600]],
          ['CD', 'Camila Duarte', 'CTO', support.skyDark],
        ]),
      ),
      card(right(96, 176), stat({ label: t`Projetos entregues`, value: t`+120`, pill: t`desde 2014`, tone: 'soft' })),
      card(
        bottomLeft(236),
        `<div class="row" style="gap:11px"><span style="width:36px;height:36px;border-radius:10px;background:${accent[50]};display:flex;align-items:center;justify-content:center;flex:none">${icon('pin', 20, accent[600])}</span><div style="min-width:0">${title(t`Estúdio em São Paulo`, 2)}${label(t`Pinheiros · times no Brasil todo`)}</div></div>`,
      ),
    ],
  },
  {
    slug: 'produtos-de-ia',
    shows: 'the AI products at work: a news relevance score, a margin chart and a child’s weekly exercise report',
    mark: 'sparkle',
    cards: () => [
      card(topLeft(226), graded(t`9,2`, t`Nova regra do Pix muda prazos`, `Pauta · ${t`relevância alta`}`)),
      card(
        right(92, 178),
        stat({
          label: `Gestor IA · ${t`margem`}`,
          value: t`31,4%`,
          pill: t`▲ 2,3 p.p.`,
          chart: [4, 4.2, 3.9, 4.6, 5.1, 4.9, 5.6, 6, 6.2, 6.8],
          width: 184,
        }),
      ),
      card(
        bottomLeft(216),
        `<div class="row" style="gap:8px;margin-bottom:7px">${productMark('L', support.amber, 24, ink[900])}<b style="font-size:13.5px">Lumi</b><span style="font-size:11.5px;color:${ink[500]}">${t`relatório da semana`}</span></div>${body(t`Frações: 8 de 10 certas. Ótimo progresso!`)}`,
      ),
    ],
  },
  {
    slug: 'inteligencia-artificial',
    shows: 'a custom HR assistant answering from company rules, a service-time figure and an invoice automation',
    mark: 'sparkle',
    cards: () => [
      card(
        leftMiddle(180),
        chat(t`Assistente RH`, 'A', t`Posso vender 10 dias de férias?`, t`Pode, até 1/3 das férias. Abro o pedido?`),
      ),
      card(topRight(172), stat({ label: t`Tempo de atendimento`, value: t`40 s`, pill: t`▼ 85%` })),
      card(
        bottomRight(218),
        checklist(t`Automação de notas fiscais`, [
          [t`1.240 notas conferidas`, 'ok'],
          [t`3 divergências ao financeiro`, 'warn'],
        ]),
      ),
    ],
  },
  {
    slug: 'contrate',
    shows: 'a professional’s profile, the size of the talent network and the hiring steps',
    mark: 'users',
    cards: () => [
      card(
        topLeft(228),
        `<div class="row" style="gap:10px;margin-bottom:10px">${initials('JS', support.skyDark, 34)}<div style="min-width:0;line-height:1.25"><b style="font-size:13.5px;display:block">Júlia Santos</b><span style="font-size:11.5px;color:${ink[500]}">${t`Dev sênior · 8 anos`}</span></div></div><div class="row" style="gap:5px;flex-wrap:wrap">${pill(t`disponível`)}${['React', 'AWS'].map((s) => pill(s, 'soft')).join('')}</div>`,
      ),
      card(
        right(96, 176),
        stat({ label: t`Profissionais na rede`, value: t`+1.000`, pill: t`verificados`, tone: 'soft' }),
      ),
      card(
        bottomLeft(226),
        checklist(t`Contratação`, [
          [t`Entrevista técnica aprovada`, 'ok'],
          [t`Começa em 3 dias úteis`, 'warn'],
        ]),
      ),
    ],
  },
  {
    slug: 'fabrica-de-software',
    shows: 'an app being built: a push notification, a store rating and the release checklist',
    mark: 'grid',
    cards: () => [
      card(topLeft(232), notification('M', t`Meu App`, t`agora`, t`Agendamento confirmado para amanhã, 10h.`)),
      card(right(112, 178), storeRating(t`4,9`, 'App Store · Google Play')),
      card(
        bottomLeft(214),
        checklist(t`Versão 1.0`, [
          [t`Publicado na App Store`, 'ok'],
          [t`Publicado no Google Play`, 'ok'],
        ]),
      ),
    ],
  },
  {
    slug: 'e-commerce',
    shows: 'an online shop at work: a new order paid by Pix, the month’s sales chart and no fee on sales',
    mark: 'cart',
    cards: () => [
      card(
        topLeft(218),
        `<div class="row" style="gap:7px;margin-bottom:8px">${pill(t`novo pedido`)}<span style="font-size:11.5px;color:${ink[500]}">${t`há 1 min`}</span></div>${title(t`Vaso Terracota Alto`, 2)}<div class="row" style="gap:8px;justify-content:space-between;flex-wrap:wrap"><b style="font-size:18px;letter-spacing:-.02em;white-space:nowrap">${t`R$ 189,00`}</b><span style="font-size:11.5px;color:${ink[500]}">${t`Pix aprovado`}</span></div>`,
      ),
      card(
        right(90, 178),
        stat({
          label: t`Vendas do mês`,
          value: t`R$ 84,2 mil`,
          pill: t`▲ 22%`,
          chart: [3, 3.2, 3.6, 3.4, 4.2, 4.6, 4.4, 5.2, 5.8, 6.4],
          width: 178,
        }),
      ),
      card(bottomLeft(196), stat({ label: t`Taxa sobre as vendas`, value: t`0%`, pill: t`preço fixo`, tone: 'soft' })),
    ],
  },
  {
    slug: 'noticias',
    shows: 'the company in the news: a press headline, a video about the company and its readers’ reach',
    mark: 'news',
    cards: () => [
      card(
        topLeft(230),
        `<div style="font-size:11px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:${accent[600]};margin-bottom:6px">${t`Tecnologia · Negócios`}</div>${title(t`Nuvora amplia atuação com fintechs`, 5)}${label(t`Leitura de 3 min`)}`,
      ),
      card(
        right(86, 178),
        `<div style="height:62px;border-radius:9px;background:linear-gradient(135deg,${ink[700]},${ink[950]});display:flex;align-items:center;justify-content:center;margin-bottom:9px"><span style="width:32px;height:32px;border-radius:50%;background:${accent[500]};display:flex;align-items:center;justify-content:center;padding-left:2px">${icon('play', 14, '#fff')}</span></div>${title(t`A Nuvora em dois minutos`, 2)}${label(t`Vídeo · 2:04`)}`,
      ),
      card(bottomLeft(196), stat({ label: t`Leitores nas publicações`, value: t`48 mil`, pill: t`▲ 31%` })),
    ],
  },
  {
    slug: 'ia-noticia',
    shows:
      'the IA Notícia demo at work: a headline rewritten by AI with its relevance grade, the portals followed and the topics',
    mark: 'sparkle',
    cards: () => [
      card(
        leftMiddle(178),
        `<div style="font-size:11.5px;color:${ink[400]};text-decoration:line-through;line-height:1.35;margin-bottom:10px">${t`Governo anuncia mudanças que podem impactar setor`}</div><div class="row" style="gap:8px;margin-bottom:7px">${grade(t`8,7`, 34)}<span style="font-size:11.5px;font-weight:700;color:${accent[600]};line-height:1.25">${t`Reescrito pela IA`}</span></div><b style="font-size:13.5px;line-height:1.3;display:block">${t`Nova regra de saneamento muda tarifas em 2027`}</b>`,
      ),
      card(topRight(176), stat({ label: t`Portais acompanhados`, value: '42', pill: t`tempo real` })),
      card(
        bottomRight(214),
        `${title(t`Temas do seu negócio`, 8)}${tags([t`Saneamento`, t`Regulação`, t`Infraestrutura`, t`Mundo`])}`,
      ),
    ],
  },
]

/** The home page's hero: the products and AI at work around an AI spark. */
function homeCards(): string[] {
  return [
    card(
      { x: 16, y: 16, w: 180, r: -2.5 },
      chat('Vendaí', 'V', t`Tem o tênis 42 em preto?`, t`Temos! Entrega em 2 dias. Gero o Pix?`),
    ),
    card(
      { right: 18, y: 24, w: 176, r: 2.5 },
      stat({
        label: t`Faturamento do mês`,
        value: t`R$ 1,28 mi`,
        pill: t`▲ 6,1%`,
        chart: [3, 4, 3.6, 5, 5.8, 5.2, 6.6, 7.4, 7, 8.6],
        width: 176,
      }),
    ),
    card(
      { x: 24, bottom: 18, w: 214, r: 2 },
      graded(t`9,2`, t`Privatização da Sabesp: o que muda`, `Pauta · ${t`relevância alta`}`),
    ),
    code({ right: 20, bottom: 28, w: 172, r: -3 }, [
      `${kw('await')} ia.${fn('responder')}({`,
      `&nbsp;&nbsp;pergunta,`,
      `&nbsp;&nbsp;contexto: ${str('erp')} })`,
    ]),
  ]
}

const heroSize = { width: W, height: H, scale: SCALE }

const composition =
  (folder: string, what: string) =>
  (art: HeroArt): Composition => ({
    file: `${folder}${art.slug}.png`,
    name: `${folder}${art.slug}`,
    shows: `Hero art of the ${what.replace('{slug}', art.slug)}: a mark in the brand's glow on deep navy, surrounded by ${art.shows}`,
    ...heroSize,
    html: () => page(W, H, '', `${markBackdrop(art.mark)}${art.cards().join('')}`),
  })

export const pageHeroCompositions: Composition[] = [
  {
    file: 'hero/product-and-ai.png',
    name: 'hero/product-and-ai',
    shows:
      'Hero art of the home page: an AI spark in the brand’s glow and orbits on deep navy, surrounded by floating product cards (a sales chat, a revenue chart, a news relevance score and code)',
    ...heroSize,
    html: () => page(W, H, '', `${sparkBackdrop()}${homeCards().join('')}`),
  },
  ...arts.map(composition('hero/servicos/', '"{slug}" service page')),
  ...pageArts.map(composition('hero/', '"{slug}" page')),
]
