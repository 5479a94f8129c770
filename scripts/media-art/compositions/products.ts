/** Realistic renders of the six AI products' UIs (fictional products, Portuguese UI copy). */
import { type Composition, avatar, brl, browser, donut, icon, lineChart, page, sandBackdrop } from '../kit'
import { accent, ink, productTint, sand, status, support } from '../palette'
import { appShell, button, kpi } from './app'

const W = 1040
const H = 650

function stage(inner: string, arc: string = accent[100]): string {
  return page(W, H, '', `${sandBackdrop(W, H, arc)}${inner}`)
}

const abs = (x: number, y: number, inner: string, z = 1) =>
  `<div style="position:absolute;left:${x}px;top:${y}px;z-index:${z}">${inner}</div>`

/* ---------------------------------------------------------------- Vendaí */

function bubble(text: string, mine: boolean, time: string, extra = ''): string {
  return `<div style="display:flex;justify-content:${mine ? 'flex-end' : 'flex-start'}"><div style="max-width:78%;padding:8px 11px 6px;border-radius:${mine ? '12px 12px 3px 12px' : '12px 12px 12px 3px'};background:${mine ? ink[900] : '#fff'};color:${mine ? '#fff' : ink[900]};font-size:12px;line-height:1.4;${mine ? '' : `border:1px solid ${ink[100]}`}">${text}${extra}<div style="font-size:9.5px;opacity:.55;text-align:right;margin-top:2px">${time}</div></div></div>`
}

function vendai(): string {
  const t = productTint.vendai
  const conversations: [string, string, string, string, string?][] = [
    ['Ana Beatriz', 'Tem o tênis Trilha 42 em preto?', '14:32', 'WhatsApp', '2'],
    ['Carlos Mendes', 'Pedido #4817 confirmado ✓', '14:28', 'Site'],
    ['Fernanda Rocha', 'Qual o prazo para Recife?', '14:21', 'WhatsApp'],
    ['Lucas Almeida', 'Posso trocar o tamanho?', '14:09', 'Instagram'],
    ['Patrícia Nunes', 'Obrigada! Chegou certinho', '13:55', 'WhatsApp'],
    ['João Victor', 'Aceita Pix parcelado?', '13:40', 'Site'],
  ]
  const list = conversations
    .map(
      (
        [n, m, h, ch, badge],
        i,
      ) => `<div class="row" style="gap:10px;padding:10px 12px;border-radius:9px;${i === 0 ? `background:${accent[50]};box-shadow:inset 2px 0 0 ${t}` : ''}">
      ${avatar(
        n
          .split(' ')
          .map((w) => w[0])
          .join(''),
        [support.skyDark, support.sageDark, accent[600], ink[600], support.amberDark, ink[500]][i]!,
        32,
      )}
      <div class="grow"><div class="row" style="gap:6px"><span class="b ellipsis" style="font-size:12.5px">${n}</span><span class="muted" style="margin-left:auto;font-size:10px">${h}</span></div>
      <div class="row" style="gap:6px;margin-top:2px"><span class="ellipsis muted grow" style="font-size:11.5px">${m}</span>${badge ? `<span class="pill" style="background:${t};color:#fff;padding:0 6px">${badge}</span>` : ''}</div>
      <span style="font-size:9.5px;color:${ink[400]}">${ch}</span></div></div>`,
    )
    .join('')
  const product = `<div style="margin-top:8px;border-radius:9px;overflow:hidden;border:1px solid ${ink[100]};background:${sand[50]};display:flex;color:${ink[900]}">
    <div style="width:78px;background:${sand[200]};display:flex;align-items:center;justify-content:center">${shoe(70)}</div>
    <div style="padding:8px 10px;font-size:11.5px"><div class="b">Tênis Trilha Urbano</div><div class="muted" style="font-size:10.5px">Preto · nº 42 · 3 em estoque</div><div class="b" style="margin-top:4px;color:${t}">${brl(349.9)} <span class="muted" style="font-weight:400">ou 3x sem juros</span></div></div></div>`
  const chat = `<div class="col" style="height:100%">
    <div class="row" style="gap:10px;padding:12px 18px;background:#fff;border-bottom:1px solid ${ink[100]}">${avatar('AB', support.skyDark, 32)}<div class="col grow"><span class="b" style="font-size:13px">Ana Beatriz</span><span style="font-size:10.5px;color:${status.ok}">● WhatsApp · IA respondendo</span></div>${button('Assumir conversa', '#fff', ink[800], 'users')}</div>
    <div class="col grow" style="gap:9px;padding:16px 18px;background:${ink[50]}">
      ${bubble('Oi! Vocês têm o tênis Trilha 42 em preto?', false, '14:30')}
      ${bubble('Oi, Ana! Temos sim! Restam 3 pares no 42, com entrega em até 2 dias úteis.', true, '14:30', product)}
      ${bubble('Perfeito. Dá pra pagar no Pix?', false, '14:31')}
      ${bubble('Dá sim! No Pix sai por <b>R$ 332,40</b>. Posso gerar o pedido?', true, '14:32')}
      <div class="row" style="gap:6px;align-self:flex-end;font-size:10.5px;color:${ink[500]}">${icon('sparkle', 12, t)} Vendaí está digitando…</div>
    </div>
    <div class="row" style="gap:10px;margin:0 14px 14px;padding:8px 8px 8px 14px;background:#fff;border:1px solid ${ink[200]};border-radius:10px;color:${ink[400]};font-size:12px">${icon('clip', 15)}<span class="grow">Escreva uma mensagem…</span><span style="width:30px;height:30px;border-radius:8px;background:${t};display:flex;align-items:center;justify-content:center">${icon('send', 15, '#fff')}</span></div>
  </div>`
  const side = `<div style="padding:16px;display:flex;flex-direction:column;gap:12px;height:100%;background:#fff;border-left:1px solid ${ink[100]}">
    <div class="b" style="font-size:12px">Resumo de hoje</div>
    <div class="card" style="padding:11px"><div class="muted" style="font-size:10.5px">Vendas pela IA</div><div class="b" style="font-size:19px;letter-spacing:-.03em;margin-top:3px">${brl(18742, 0)}</div>${lineChart({ values: [3, 4, 3.5, 5, 6, 5.5, 7, 8.2, 7.8, 9.4], width: 128, height: 34, color: t, fill: true })}</div>
    <div class="row" style="gap:8px"><div class="card grow" style="padding:9px"><div class="muted" style="font-size:10px">Conversas</div><div class="b" style="font-size:16px">312</div></div><div class="card grow" style="padding:9px"><div class="muted" style="font-size:10px">Resolvidas</div><div class="b" style="font-size:16px">94%</div></div></div>
    <div class="card" style="padding:11px"><div class="muted" style="font-size:10.5px;margin-bottom:6px">Tempo de resposta</div><div class="b" style="font-size:16px">8 s <span class="muted" style="font-size:10.5px;font-weight:400">média</span></div></div>
    <div class="card" style="padding:11px"><div class="muted" style="font-size:10.5px;margin-bottom:6px">Mais pedidos hoje</div>${['Tênis Trilha Urbano', 'Mochila Vale 20L', 'Meia Run (3 pares)'].map((n, i) => `<div class="row" style="font-size:11px;gap:6px;padding:3px 0"><span class="b" style="color:${ink[400]}">${i + 1}</span><span class="grow ellipsis">${n}</span><span class="b">${[41, 27, 19][i]}</span></div>`).join('')}</div>
  </div>`
  const body = `<div style="position:absolute;inset:0;display:grid;grid-template-columns:236px 1fr 176px">
    <div style="background:#fff;border-right:1px solid ${ink[100]};padding:12px 8px;display:flex;flex-direction:column;gap:2px">
      <div class="row" style="gap:6px;padding:0 6px 10px">${['Todas', 'Abertas', 'Comigo'].map((l, i) => `<span class="pill" style="background:${i === 1 ? ink[900] : ink[50]};color:${i === 1 ? '#fff' : ink[600]};font-size:11px;padding:4px 10px">${l}</span>`).join('')}</div>
      ${list}</div>
    ${chat}${side}</div>`
  const app = appShell({
    name: 'Vendaí',
    letter: 'V',
    tint: t,
    nav: [
      ['chat', 'Conversas', '12'],
      ['cart', 'Pedidos'],
      ['box', 'Catálogo'],
      ['users', 'Clientes'],
      ['chart', 'Relatórios'],
      ['sparkle', 'Treinar a IA'],
      ['settings', 'Configurações'],
    ],
    active: 0,
    title: 'Conversas',
    subtitle: 'WhatsApp, site e Instagram em uma caixa só',
    actions: button('Nova campanha', t, '#fff', 'plus'),
    body,
    user: ['Loja Passo Certo', 'Plano Pro'],
    width: 170,
  })
  return stage(
    abs(40, 44, browser({ url: 'app.vendai.nuvora.example/conversas', width: 960, height: 566, content: app })),
  )
}

/** A sneaker drawn in flat shapes (product thumbnail). */
function shoe(w: number): string {
  return `<svg width="${w}" height="${w * 0.62}" viewBox="0 0 100 62"><path d="M8 40 C8 28 14 20 22 18 L34 14 C38 22 46 26 56 26 L76 30 C88 32 95 38 95 46 L95 50 L8 50 Z" fill="${ink[900]}"/><path d="M8 50 L95 50 L95 54 C95 56 93 58 90 58 L12 58 C9 58 8 56 8 54 Z" fill="#fff" stroke="${ink[200]}"/><path d="M36 20 L40 30 M42 19 L46 29 M48 21 L52 28" stroke="#fff" stroke-width="2" stroke-linecap="round"/><path d="M60 36 C70 34 80 38 88 44" stroke="${accent[500]}" stroke-width="3" fill="none" stroke-linecap="round"/></svg>`
}

/* ---------------------------------------------------------------- Gestor IA */

function gestor(): string {
  const t = productTint.gestor
  const months = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez']
  const chart = `<div class="card" style="padding:14px 16px;grid-column:1 / span 2">
    <div class="row" style="gap:10px"><span class="b" style="font-size:13px">Receita x despesas</span><span class="muted" style="font-size:11px">últimos 12 meses</span>
    <span class="row" style="margin-left:auto;gap:12px;font-size:10.5px;color:${ink[500]}"><span class="row" style="gap:5px"><i style="width:9px;height:9px;border-radius:2px;background:${t};display:block"></i>Receita</span><span class="row" style="gap:5px"><i style="width:9px;height:9px;border-radius:2px;background:${sand[400]};display:block"></i>Despesas</span></span></div>
    <div style="position:relative;height:112px;margin-top:10px">
      ${[0, 1, 2, 3].map((i) => `<div style="position:absolute;left:34px;right:0;top:${i * 34}px;border-top:1px dashed ${ink[100]}"></div><span class="muted" style="position:absolute;left:0;top:${i * 34 - 6}px;font-size:9.5px">${['1,5 mi', '1,0 mi', '500 mil', '0'][i]}</span>`).join('')}
      <div style="position:absolute;left:40px;top:0">${lineChart({ values: [0.82, 0.88, 0.91, 0.86, 0.97, 1.02, 0.99, 1.08, 1.12, 1.1, 1.21, 1.28], width: 404, height: 100, color: t, fill: true, min: 0, max: 1.5, strokeWidth: 2.4 })}</div>
      <div style="position:absolute;left:40px;top:0">${lineChart({ values: [0.7, 0.72, 0.74, 0.73, 0.78, 0.8, 0.79, 0.83, 0.86, 0.84, 0.88, 1.05], width: 404, height: 100, color: sand[400], min: 0, max: 1.5, dashed: true })}</div>
      <div style="position:absolute;left:437px;top:${4 + (1 - 1.05 / 1.5) * 92 - 7}px;width:14px;height:14px;border-radius:50%;background:${accent[500]};border:3px solid #fff;box-shadow:0 0 0 4px ${accent[100]}"></div>
    </div>
    <div class="row" style="justify-content:space-between;padding-left:40px;margin-top:6px;font-size:9.5px;color:${ink[400]}">${months.map((m) => `<span>${m}</span>`).join('')}</div>
  </div>`
  const stock: [string, string, string, string][] = [
    ['Filtro de óleo FX-200', '38 un.', '4 dias', 'danger'],
    ['Correia dentada CD-88', '112 un.', '11 dias', 'warn'],
    ['Pastilha de freio PF-31', '540 un.', '36 dias', 'ok'],
  ]
  const table = `<div class="card" style="padding:14px 16px">
    <div class="row"><span class="b" style="font-size:13px">Estoque crítico</span><span class="muted" style="margin-left:auto;font-size:11px">Ver tudo →</span></div>
    <div style="margin-top:8px;font-size:11.5px">${stock
      .map(
        ([
          n,
          q,
          d,
          s,
        ]) => `<div class="row" style="padding:7px 0;border-top:1px solid ${ink[100]};gap:8px"><span class="grow ellipsis">${n}</span><span class="muted" style="width:62px;text-align:right">${q}</span>
        <span class="pill" style="width:64px;justify-content:center;background:${status[`${s}Bg` as 'okBg']};color:${status[s as 'ok']}">${d}</span></div>`,
      )
      .join('')}</div></div>`
  const dist = `<div class="card" style="padding:14px 16px"><div class="b" style="font-size:13px">Contas a receber</div>
    <div class="row" style="gap:14px;margin-top:10px">${donut({
      segments: [
        { value: 0.62, color: t },
        { value: 0.24, color: support.sky },
        { value: 0.09, color: support.amber },
      ],
      size: 72,
      thickness: 11,
    })}
    <div class="col" style="gap:6px;font-size:11px">${[
      ['A vencer', 'R$ 412 mil', t],
      ['Em 7 dias', 'R$ 159 mil', support.sky],
      ['Em atraso', 'R$ 61 mil', support.amber],
    ]
      .map(
        ([l, v, c]) =>
          `<div class="row" style="gap:6px"><i style="width:8px;height:8px;border-radius:2px;background:${c};display:block"></i><span class="muted" style="width:62px;font-size:10px;white-space:nowrap">${l}</span><span class="b" style="white-space:nowrap;font-size:10.5px">${v}</span></div>`,
      )
      .join('')}</div></div></div>`
  const assistant = `<div style="position:absolute;top:0;right:0;bottom:0;width:262px;background:#fff;border-left:1px solid ${ink[100]};display:flex;flex-direction:column">
    <div class="row" style="gap:9px;padding:14px 16px;border-bottom:1px solid ${ink[100]}"><span style="width:28px;height:28px;border-radius:8px;background:${support.skyDark}1a;display:flex;align-items:center;justify-content:center">${icon('sparkle', 16, t)}</span><div class="col"><span class="b" style="font-size:13px">Gestor IA</span><span class="muted" style="font-size:10.5px">Conectado ao ERP · atualizado há 2 min</span></div></div>
    <div class="col grow" style="gap:10px;padding:14px;font-size:12px;line-height:1.45;background:${ink[50]}">
      <div style="align-self:flex-end;max-width:88%;background:${ink[900]};color:#fff;border-radius:12px 12px 3px 12px;padding:8px 11px">Por que a margem caiu em dezembro?</div>
      <div style="background:#fff;border:1px solid ${ink[100]};border-radius:12px 12px 12px 3px;padding:10px 12px">
        A margem bruta foi de <b>18,2%</b> (média do ano: 24,6%). Dois motivos:
        <div class="col" style="gap:6px;margin:8px 0">
          <div class="row" style="gap:7px;align-items:flex-start"><span class="pill" style="background:${status.dangerBg};color:${status.danger};padding:1px 5px">+38%</span><span>Frete: nova tabela da transportadora desde 02/12</span></div>
          <div class="row" style="gap:7px;align-items:flex-start"><span class="pill" style="background:${status.warnBg};color:${status.warn};padding:1px 5px">−11%</span><span>Preço médio da linha de freios (promoção)</span></div>
        </div>
        <span class="muted" style="font-size:11px">Fonte: DRE e Pedidos</span>
      </div>
      <div class="row" style="gap:6px;flex-wrap:wrap">${['Simular novo frete', 'Abrir DRE'].map((s) => `<span style="border:1px solid ${ink[200]};background:#fff;border-radius:99px;padding:4px 10px;font-size:11px;color:${t}">${s}</span>`).join('')}</div>
      <div style="flex:1"></div>
      <div style="background:${status.warnBg};border-radius:10px;padding:10px 12px;font-size:11.5px;display:flex;gap:8px">${icon('alert', 16, status.warn)}<div><b>Fora do normal</b><br>Pedidos de filtro FX-200 estão 3× acima da média da semana.</div></div>
    </div>
    <div class="row" style="gap:8px;margin:12px;padding:8px 8px 8px 12px;border:1px solid ${ink[200]};border-radius:10px;color:${ink[400]};font-size:12px"><span class="grow">Pergunte sobre estoque, vendas…</span><span style="width:28px;height:28px;border-radius:7px;background:${t};display:flex;align-items:center;justify-content:center">${icon('send', 14, '#fff')}</span></div>
  </div>`
  const body = `<div style="position:absolute;inset:0 262px 0 0;padding:16px;display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:12px;align-content:start">
    <div class="row" style="gap:12px;grid-column:1 / span 2">${kpi('Faturamento do mês', 'R$ 1,28 mi', '6,1%', true)}${kpi('Margem bruta', '18,2%', '6,4 p.p.', false)}</div>
    ${chart}${table}${dist}</div>${assistant}`
  const app = appShell({
    name: 'Gestor IA',
    letter: 'G',
    tint: t,
    dark: true,
    nav: [
      ['home', 'Visão geral'],
      ['chart', 'Vendas'],
      ['card', 'Financeiro'],
      ['box', 'Estoque', '3'],
      ['users', 'Clientes'],
      ['file', 'Relatórios'],
      ['settings', 'Integrações'],
    ],
    active: 0,
    title: 'Visão geral',
    subtitle: 'Autopeças Horizonte · dezembro de 2024',
    actions: button('Exportar', '#fff', ink[800], 'file'),
    body,
    user: ['Marcos Vieira', 'Diretor financeiro'],
    width: 150,
  })
  return stage(
    abs(40, 44, browser({ url: 'gestor.nuvora.example/visao-geral', width: 960, height: 566, content: app })),
    '#D7E6F3',
  )
}

export const productCompositions: Composition[] = [
  {
    file: 'products/vendai.png',
    name: 'products/vendai',
    shows:
      'Vendaí UI in a browser window: inbox of WhatsApp/site conversations, the AI answering a customer with a product card and Pix price, and a daily sales summary',
    width: W,
    height: H,
    html: vendai(),
  },
  {
    file: 'products/gestor.png',
    name: 'products/gestor',
    shows:
      'Gestor IA UI in a browser window: ERP overview with revenue and margin KPIs, revenue-vs-expenses chart, critical stock table and the AI assistant explaining a margin drop',
    width: W,
    height: H,
    html: gestor(),
  },
]

export { abs, stage, W, H }
