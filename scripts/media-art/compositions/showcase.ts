/** Case-study visuals, office art, the home/AI hero and the video posters. */
import {
  type Composition,
  barChart,
  brl,
  browser,
  dotGrid,
  floatingCard,
  glowBackdrop,
  icon,
  laptop,
  lineChart,
  nuvoraMark,
  page,
  phone,
  productMark,
  sandBackdrop,
} from '../kit'
import { accent, fonts, ink, sand, status, support } from '../palette'
import { type PersonLook, people, portraitSvg } from '../portrait'
import { appShell, button, kpi } from './app'
import { pautaApp } from './products-more'
import { abs } from './products'

const W = 1040
const H = 650

/* ---------------------------------------------------------------- work: e-commerce storefront */

function vase(kind: number, bg: string): string {
  const shapes = [
    `<path d="M42 20 h16 v10 c14 8 20 22 20 38 c0 18 -12 30 -28 30 s-28 -12 -28 -30 c0 -16 6 -30 20 -38z" fill="${accent[500]}"/>`,
    `<path d="M38 14 h24 v8 c-4 6 -4 12 0 18 c10 14 12 36 4 52 h-32 c-8 -16 -6 -38 4 -52 c4 -6 4 -12 0 -18z" fill="${ink[800]}"/>`,
    `<ellipse cx="50" cy="70" rx="34" ry="26" fill="${sand[50]}" stroke="${sand[400]}" stroke-width="2"/><rect x="40" y="36" width="20" height="14" rx="3" fill="${sand[50]}" stroke="${sand[400]}" stroke-width="2"/>`,
    `<path d="M30 40 h40 l-6 56 h-28z" fill="${support.sageDark}"/><path d="M50 40 c-8 -14 -20 -20 -26 -18 c4 10 14 16 26 18z M50 40 c6 -16 18 -24 26 -22 c-4 12 -14 20 -26 22z" fill="${support.sage}"/>`,
  ]
  return `<div style="background:${bg};border-radius:10px;aspect-ratio:1;display:flex;align-items:center;justify-content:center"><svg width="60%" viewBox="0 0 100 110">${shapes[kind % shapes.length]}<ellipse cx="50" cy="104" rx="30" ry="4" fill="#000" opacity=".08"/></svg></div>`
}

function storefront(): string {
  const products: [string, number, number, string][] = [
    ['Vaso Terracota Alto', 189, 0, '#F6E1D6'],
    ['Garrafa Noite', 149, 1, sand[200]],
    ['Pote Areia', 119, 2, '#E8EEF3'],
    ['Cachepô Folha', 99, 3, '#E3EDE7'],
  ]
  const site = `<div style="position:absolute;inset:0;background:${sand[50]};font-size:12px">
    <div class="row" style="height:44px;padding:0 26px;gap:22px;border-bottom:1px solid ${sand[200]};background:#fff"><span class="b" style="font-family:${fonts.serif};font-size:17px;letter-spacing:.02em">casa aurora</span>${['Novidades', 'Vasos', 'Mesa posta', 'Decoração', 'Presentes'].map((l) => `<span style="color:${ink[600]}">${l}</span>`).join('')}<span class="row" style="margin-left:auto;gap:14px;color:${ink[700]}">${icon('search', 15)}${icon('users', 15)}<span class="row" style="gap:4px">${icon('cart', 15)}<b>2</b></span></span></div>
    <div style="display:grid;grid-template-columns:1.1fr 1fr;height:210px;background:#F1E4D6">
      <div style="padding:34px 30px"><div style="font-size:11px;letter-spacing:.14em;color:${accent[700]};font-weight:700">COLEÇÃO OUTONO</div><div style="font-family:${fonts.serif};font-size:30px;line-height:1.1;margin:10px 0 12px;letter-spacing:-.01em">Barro, luz e<br>tempo devagar</div><div class="muted" style="font-size:12px;margin-bottom:16px">Cerâmica feita à mão por ateliês de Cunha (SP).</div>${button('Ver coleção', ink[900])}</div>
      <div style="position:relative;overflow:hidden"><div style="position:absolute;right:-40px;top:-30px;width:280px;height:280px;border-radius:50%;background:${accent[200]}"></div><div style="position:absolute;left:40px;bottom:0;width:120px">${vase(0, 'transparent')}</div><div style="position:absolute;left:150px;bottom:0;width:140px">${vase(1, 'transparent')}</div></div>
    </div>
    <div class="row" style="padding:16px 26px 8px"><b style="font-size:14px">Mais vendidos</b><span class="muted" style="margin-left:auto">Ver todos →</span></div>
    <div style="display:grid;grid-template-columns:repeat(4,1fr);gap:14px;padding:0 26px">${products.map(([n, p, k, bg]) => `<div>${vase(k, bg)}<div style="margin-top:7px;font-size:11.5px">${n}</div><div class="b" style="font-size:12px">${brl(p)}</div></div>`).join('')}</div>
  </div>`
  const mobile = `<div style="background:#fff;height:100%;font-size:11px">
    <div class="row" style="padding:6px 14px;gap:8px">${icon('chevronLeft', 16)}<span class="b" style="font-family:${fonts.serif};font-size:14px;margin:0 auto">casa aurora</span>${icon('cart', 16)}</div>
    <div style="margin:4px 12px">${vase(0, '#F6E1D6')}</div>
    <div style="padding:10px 14px"><div style="font-family:${fonts.serif};font-size:17px">Vaso Terracota Alto</div><div class="row" style="gap:4px;margin:4px 0;color:${support.amber}">${[0, 1, 2, 3, 4].map(() => icon('star', 11, support.amber)).join('')}<span class="muted" style="margin-left:4px">128 avaliações</span></div><div class="b" style="font-size:17px">${brl(189)}</div><div class="muted">ou 3x de R$ 63,00 · Pix 5% off</div>
    <div class="row" style="gap:6px;margin:10px 0">${['P', 'M', 'G'].map((s, i) => `<span style="width:34px;height:30px;border-radius:7px;border:1.5px solid ${i === 1 ? ink[900] : ink[200]};display:flex;align-items:center;justify-content:center;font-weight:700">${s}</span>`).join('')}</div>
    <div style="height:40px;border-radius:10px;background:${ink[900]};color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:12.5px">Adicionar à sacola</div>
    <div class="row" style="gap:6px;margin-top:8px;color:${status.ok}">${icon('truck', 14)}Chega amanhã em São Paulo</div></div>
  </div>`
  return page(
    W,
    H,
    '',
    `${sandBackdrop(W, H, '#F6E1D6')}${abs(40, 70, laptop({ width: 820, screenHeight: 470, content: site }))}${abs(760, 130, phone({ width: 230, height: 470, content: mobile }), 2)}`,
  )
}

/* ---------------------------------------------------------------- work: fintech dashboard */

function fintech(): string {
  const t = support.skyDark
  const tx: [string, string, string, string, 'ok' | 'warn' | 'danger'][] = [
    ['Pix recebido · Mercado Bom Preço', '09:41', '+ R$ 12.480,00', 'Aprovado', 'ok'],
    ['Cartão · Farmácia Vida Nova', '09:38', '+ R$ 389,90', 'Aprovado', 'ok'],
    ['Boleto · Distribuidora Sul', '09:30', '+ R$ 7.215,40', 'Compensando', 'warn'],
    ['Cartão · Loja 27 (antifraude)', '09:22', '+ R$ 4.990,00', 'Em análise', 'danger'],
    ['Pix enviado · Fornecedor Alfa', '09:05', '− R$ 2.300,00', 'Aprovado', 'ok'],
  ]
  const body = `<div style="position:absolute;inset:0;padding:16px 18px;display:flex;flex-direction:column;gap:12px">
    <div class="row" style="gap:12px">${kpi('Volume processado hoje', 'R$ 4,82 mi', '12,4%', true)}${kpi('Taxa de aprovação', '97,3%', '0,8 p.p.', true)}${kpi('Chargebacks', '0,11%', '0,03 p.p.', true)}</div>
    <div style="display:grid;grid-template-columns:minmax(0,1.35fr) minmax(0,1fr);gap:12px">
      <div class="card" style="padding:13px 15px"><div class="row"><b style="font-size:13px">Volume por hora</b><span class="row" style="margin-left:auto;gap:10px;font-size:10.5px;color:${ink[500]}"><span class="row" style="gap:4px"><i style="width:8px;height:8px;border-radius:2px;background:${t};display:block"></i>Hoje</span><span class="row" style="gap:4px"><i style="width:8px;height:8px;border-radius:2px;background:${ink[300]};display:block"></i>Ontem</span></span></div>
        <div style="position:relative;height:130px;margin-top:10px">${[0, 1, 2, 3].map((i) => `<div style="position:absolute;left:0;right:0;top:${i * 40}px;border-top:1px dashed ${ink[100]}"></div>`).join('')}<div style="position:absolute;inset:0">${lineChart({ values: [2, 1.5, 1.2, 1.4, 3, 5.5, 7, 8.2, 7.4, 8.8, 9.6, 9.1], width: 360, height: 122, color: t, fill: true, min: 0, max: 10 })}</div><div style="position:absolute;inset:0">${lineChart({ values: [2.2, 1.7, 1.4, 1.6, 2.6, 4.6, 6.1, 7, 6.8, 7.4, 7.9, 8], width: 360, height: 122, color: ink[300], min: 0, max: 10, dashed: true, strokeWidth: 1.8 })}</div></div></div>
      <div class="card" style="padding:13px 15px"><b style="font-size:13px">Meios de pagamento</b>${[
        ['Pix', 0.58, t],
        ['Cartão de crédito', 0.29, accent[500]],
        ['Boleto', 0.09, support.amber],
        ['Débito', 0.04, ink[300]],
      ]
        .map(
          ([l, v, c]) =>
            `<div class="row" style="justify-content:space-between;margin-top:10px;font-size:11.5px"><span>${l}</span><b>${Math.round(Number(v) * 100)}%</b></div><div style="height:6px;border-radius:3px;background:${ink[100]};margin-top:4px"><div style="width:${Number(v) * 100}%;height:100%;border-radius:3px;background:${c}"></div></div>`,
        )
        .join('')}</div>
    </div>
    <div class="card" style="overflow:hidden"><div class="row" style="padding:11px 15px"><b style="font-size:13px">Transações em tempo real</b><span class="row" style="margin-left:auto;gap:6px;font-size:10.5px;color:${status.ok}"><i style="width:7px;height:7px;border-radius:50%;background:${status.ok};display:block"></i>ao vivo</span></div>
    ${tx.map(([d, h, v, s, st]) => `<div class="row" style="padding:7px 15px;border-top:1px solid ${ink[100]};font-size:11.5px;gap:10px"><span class="grow ellipsis">${d}</span><span class="muted" style="width:44px">${h}</span><b style="width:120px;text-align:right;color:${v.startsWith('−') ? ink[700] : ink[900]}">${v}</b><span style="width:96px;text-align:right"><span class="pill" style="background:${status[`${st}Bg`]};color:${status[st]}">${s}</span></span></div>`).join('')}</div>
  </div>`
  const app = appShell({
    name: 'Pagora',
    letter: 'P',
    tint: t,
    dark: true,
    nav: [
      ['home', 'Resumo'],
      ['card', 'Transações'],
      ['shield', 'Antifraude', '1'],
      ['users', 'Lojistas'],
      ['link', 'API e webhooks'],
      ['file', 'Conciliação'],
      ['settings', 'Configurações'],
    ],
    active: 0,
    title: 'Resumo',
    subtitle: 'Hoje, 09:42 · todos os lojistas',
    actions: button('Exportar CSV', '#fff', ink[800], 'file'),
    body,
    user: ['Bianca Torres', 'Operações'],
    width: 160,
  })
  return page(
    W,
    H,
    '',
    `${sandBackdrop(W, H, '#D7E6F3')}${abs(40, 44, browser({ url: 'painel.pagora.example/resumo', width: 960, height: 566, content: app }))}`,
  )
}

/* ---------------------------------------------------------------- work: logistics */

function logistics(): string {
  const map = `<svg style="position:absolute;inset:0" width="100%" height="100%" viewBox="0 0 560 470" preserveAspectRatio="xMidYMid slice">
    <rect width="560" height="470" fill="#EEF0EC"/>
    <path d="M-20 300 C120 280 200 340 320 300 S520 240 600 260" stroke="#BFD6E8" stroke-width="26" fill="none"/>
    <rect x="360" y="40" width="130" height="90" rx="10" fill="#DCE8D9"/><rect x="40" y="360" width="110" height="80" rx="10" fill="#DCE8D9"/>
    <g stroke="#fff" stroke-width="10" fill="none">${[60, 140, 220, 380, 440].map((y) => `<path d="M0 ${y} H560"/>`).join('')}${[80, 190, 300, 410, 500].map((x) => `<path d="M${x} 0 V470"/>`).join('')}<path d="M0 0 L560 470" stroke-width="14"/></g>
    <path d="M80 420 L80 380 L190 380 L190 220 L300 220 L300 140 L410 140 L410 60 L500 60" stroke="${accent[500]}" stroke-width="6" fill="none" stroke-linejoin="round" stroke-linecap="round"/>
    <path d="M190 380 L300 380 L300 440 L410 440" stroke="${support.skyDark}" stroke-width="6" fill="none" stroke-linejoin="round" stroke-linecap="round" stroke-dasharray="2 10"/>
    ${[
      [80, 420, ink[900], 'CD'],
      [190, 220, accent[500], '2'],
      [300, 140, accent[500], '3'],
      [410, 60, accent[500], '4'],
      [500, 60, accent[500], '5'],
      [410, 440, support.skyDark, '7'],
    ]
      .map(
        ([x, y, c, l]) =>
          `<g transform="translate(${x} ${y})"><circle r="14" fill="${c}" stroke="#fff" stroke-width="3"/><text y="4.5" text-anchor="middle" font-size="12" font-weight="700" fill="#fff" font-family="Liberation Sans">${l}</text></g>`,
      )
      .join('')}
    <g transform="translate(245 220)"><rect x="-16" y="-12" width="32" height="24" rx="7" fill="${ink[900]}"/><path d="M-7 -3 h10 v7 h-10z M3 -1 h4 l2 3 v2 h-6z" fill="#fff"/></g>
  </svg>`
  const stops: [string, string, string, 'ok' | 'warn' | 'info'][] = [
    ['Mercado Boa Vista · R. Cardeal Arcoverde, 1120', '10:05', 'Entregue', 'ok'],
    ['Farmácia Central · Av. Rebouças, 3400', '10:24', 'Entregue', 'ok'],
    ['Padaria Flor do Trigo · R. Teodoro Sampaio, 88', '10:41', 'A caminho', 'info'],
    ['Empório Vila · R. Wisard, 305', '11:02', 'Janela apertada', 'warn'],
  ]
  const body = `<div style="position:absolute;inset:0;display:grid;grid-template-columns:minmax(0,1fr) 300px">
    <div style="position:relative;overflow:hidden">${map}
      <div class="card" style="position:absolute;left:14px;top:14px;padding:10px 12px;box-shadow:0 8px 20px -10px rgba(7,14,26,.3)"><div class="muted" style="font-size:10.5px">Rota 14 · Van 3 (Eduardo)</div><div class="b" style="font-size:15px">11 de 18 entregas</div><div style="height:5px;border-radius:3px;background:${ink[100]};margin-top:6px;width:180px"><div style="width:61%;height:100%;border-radius:3px;background:${accent[500]}"></div></div></div>
      <div class="row" style="position:absolute;left:14px;bottom:14px;gap:8px">${[
        ['Em rota', '12', accent[500]],
        ['No CD', '4', ink[900]],
        ['Atrasos', '1', status.warn],
      ]
        .map(
          ([l, v, c]) =>
            `<div class="card row" style="gap:7px;padding:7px 11px;font-size:11px"><i style="width:8px;height:8px;border-radius:50%;background:${c};display:block"></i>${l} <b>${v}</b></div>`,
        )
        .join('')}</div>
    </div>
    <div style="background:#fff;border-left:1px solid ${ink[100]};padding:14px;display:flex;flex-direction:column;gap:8px">
      <div class="row"><b style="font-size:13px">Próximas paradas</b><span class="muted" style="margin-left:auto;font-size:10.5px">ETA recalculado há 1 min</span></div>
      ${stops.map(([n, h, s, st], i) => `<div class="row" style="gap:10px;align-items:flex-start;padding:8px 0;border-top:1px solid ${ink[100]}"><span style="width:22px;height:22px;border-radius:50%;background:${i < 2 ? status.okBg : ink[100]};color:${i < 2 ? status.ok : ink[700]};display:flex;align-items:center;justify-content:center;font-size:10.5px;font-weight:700;flex:none">${i + 1}</span><div class="grow"><div style="font-size:11.5px;line-height:1.3">${n}</div><div class="row" style="gap:6px;margin-top:4px"><span class="muted" style="font-size:10.5px">${h}</span><span class="pill" style="background:${status[`${st}Bg`]};color:${status[st]}">${s}</span></div></div></div>`).join('')}
      <div style="margin-top:auto;background:${accent[50]};border:1px solid ${accent[200]};border-radius:10px;padding:9px 11px;font-size:11px;line-height:1.4">${icon('sparkle', 13, accent[600])} <b>Sugestão:</b> trocar as paradas 6 e 7 economiza 14 min e 6,2 km.</div>
    </div></div>`
  const app = appShell({
    name: 'Rota Certa',
    letter: 'R',
    tint: accent[500],
    nav: [
      ['pin', 'Mapa ao vivo'],
      ['truck', 'Rotas', '18'],
      ['box', 'Pedidos'],
      ['users', 'Motoristas'],
      ['chart', 'Indicadores'],
      ['settings', 'Configurações'],
    ],
    active: 0,
    title: 'Mapa ao vivo',
    subtitle: 'CD Lapa · 16 veículos',
    actions: button('Otimizar rotas', ink[900], '#fff', 'sparkle'),
    body,
    user: ['Sônia Ramos', 'Coordenadora de frota'],
    width: 160,
  })
  const driver = `<div style="background:${ink[50]};height:100%;font-size:11px;display:flex;flex-direction:column">
    <div style="height:190px;position:relative;overflow:hidden">${map}</div>
    <div style="background:#fff;border-radius:16px 16px 0 0;margin-top:-14px;position:relative;padding:14px;flex:1;display:flex;flex-direction:column;gap:8px">
      <div class="muted" style="font-size:10px">PARADA 3 DE 18</div><div class="b" style="font-size:14px;line-height:1.25">Padaria Flor do Trigo</div><div class="muted">R. Teodoro Sampaio, 88 · 1,2 km</div>
      <div class="row" style="gap:6px"><span class="pill" style="background:${status.infoBg};color:${status.info}">3 volumes</span><span class="pill" style="background:${ink[100]};color:${ink[700]}">Janela 10:30–11:00</span></div>
      <div style="margin-top:auto;height:38px;border-radius:10px;background:${accent[500]};color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:12.5px">Iniciar navegação</div>
      <div style="height:34px;border-radius:10px;border:1px solid ${ink[200]};display:flex;align-items:center;justify-content:center;font-weight:700;gap:6px">${icon('camera', 14)}Foto do comprovante</div>
    </div></div>`
  return page(
    W,
    H,
    '',
    `${sandBackdrop(W, H, accent[100])}${abs(30, 40, browser({ url: 'app.rotacerta.example/mapa', width: 840, height: 540, content: app }))}${abs(815, 175, phone({ width: 205, height: 430, content: driver }), 2)}`,
  )
}

/* ---------------------------------------------------------------- work: data platform */

function dataPlatform(): string {
  const node = (x: number, y: number, ic: Parameters<typeof icon>[0], title: string, sub: string, c: string) =>
    `<div class="card row" style="position:absolute;left:${x}px;top:${y}px;width:142px;gap:8px;padding:9px 11px;box-shadow:0 6px 14px -8px rgba(7,14,26,.25)"><span style="width:28px;height:28px;border-radius:8px;background:${c}22;display:flex;align-items:center;justify-content:center;flex:none">${icon(ic, 15, c)}</span><div class="col" style="min-width:0"><b class="ellipsis" style="font-size:11.5px">${title}</b><span class="muted ellipsis" style="font-size:10px">${sub}</span></div></div>`
  const edges = `<svg style="position:absolute;inset:0" width="600" height="300"><g fill="none" stroke="${ink[300]}" stroke-width="2">
    <path d="M142 45 C155 45 155 123 168 123"/><path d="M142 123 H168"/><path d="M142 201 C155 201 155 123 168 123"/>
    <path d="M310 123 C320 123 320 65 332 65"/><path d="M310 123 C320 123 320 181 332 181"/></g>
    <g fill="${accent[500]}"><circle cx="168" cy="123" r="4"/><circle cx="332" cy="65" r="4"/><circle cx="332" cy="181" r="4"/></g></svg>`
  const graph = `<div style="position:relative;height:240px">${edges}
    ${node(0, 22, 'database', 'ERP (PostgreSQL)', 'sincronizado 09:30', support.skyDark)}${node(0, 100, 'cart', 'Loja on-line', 'eventos · streaming', accent[600])}${node(0, 178, 'file', 'Planilhas de metas', 'Google Drive', support.sageDark)}
    ${node(168, 100, 'code', 'Modelo de vendas', 'dbt · 42 testes ok', ink[700])}
    ${node(332, 42, 'chart', 'Painel comercial', '38 usuários', support.amberDark)}${node(332, 158, 'sparkle', 'Previsão de demanda', 'modelo v7 · MAPE 6,1%', accent[600])}</div>`
  const sql = `<div style="background:${ink[950]};border-radius:10px;padding:12px 14px;font-family:${fonts.mono};font-size:10.5px;line-height:1.65;color:${ink[200]}">
    <div><span style="color:${ink[500]}">1</span>  <span style="color:${accent[400]}">select</span> regiao, <span style="color:${support.sky}">sum</span>(receita) <span style="color:${accent[400]}">as</span> receita</div>
    <div><span style="color:${ink[500]}">2</span>  <span style="color:${accent[400]}">from</span> vendas.fato_pedidos</div>
    <div><span style="color:${ink[500]}">3</span>  <span style="color:${accent[400]}">where</span> data &gt;= <span style="color:${support.amber}">'2024-10-01'</span></div>
    <div><span style="color:${ink[500]}">4</span>  <span style="color:${accent[400]}">group by</span> regiao <span style="color:${accent[400]}">order by</span> receita <span style="color:${accent[400]}">desc</span>;</div></div>`
  const body = `<div style="position:absolute;inset:0;padding:16px 18px;display:grid;grid-template-columns:minmax(0,1fr) 250px;gap:12px;align-content:start">
    <div class="card" style="padding:12px 14px"><div class="row"><b style="font-size:13px">Linhagem · vendas_diarias</b><span class="pill" style="margin-left:10px;background:${status.okBg};color:${status.ok}">Saudável</span><span class="muted" style="margin-left:auto;font-size:10.5px">última execução 09:34 · 3 min 12 s</span></div>${graph}</div>
    <div class="col" style="gap:12px">
      <div class="card" style="padding:12px 14px"><div class="muted" style="font-size:11px">Qualidade dos dados</div><div class="b" style="font-size:20px;letter-spacing:-.03em;margin:4px 0">99,4%</div>${lineChart({ values: [97.8, 98.2, 98, 98.9, 99.1, 98.7, 99.2, 99.4], width: 220, height: 40, color: status.ok, fill: true })}</div>
      <div class="card" style="padding:12px 14px"><div class="muted" style="font-size:11px;margin-bottom:6px">Execuções (7 dias)</div>${barChart({ values: [24, 24, 23, 24, 24, 24, 24], width: 220, height: 40, color: support.sage, highlight: 2, highlightColor: status.warn })}</div>
    </div>
    <div style="grid-column:1 / span 2;display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:12px">${sql}
      <div class="card" style="padding:10px 14px;font-size:11.5px">${[
        ['Sudeste', 'R$ 8,41 mi', 1],
        ['Sul', 'R$ 3,12 mi', 0.37],
        ['Nordeste', 'R$ 2,77 mi', 0.33],
      ]
        .map(
          ([r, v, w]) =>
            `<div class="row" style="gap:8px;padding:4px 0"><span style="width:64px">${r}</span><div class="grow" style="height:8px;border-radius:4px;background:${ink[100]}"><div style="width:${Number(w) * 100}%;height:100%;border-radius:4px;background:${support.skyDark}"></div></div><b style="width:74px;text-align:right">${v}</b></div>`,
        )
        .join('')}</div>
    </div></div>`
  const app = appShell({
    name: 'Dados Norte',
    letter: 'D',
    tint: support.skyDark,
    nav: [
      ['grid', 'Catálogo'],
      ['link', 'Linhagem'],
      ['code', 'Consultas'],
      ['clock', 'Orquestração'],
      ['shield', 'Qualidade'],
      ['users', 'Acessos'],
    ],
    active: 1,
    title: 'Linhagem de dados',
    subtitle: 'Plataforma de dados · ambiente de produção',
    actions: button('Nova consulta', support.skyDark, '#fff', 'plus'),
    body,
    user: ['Igor Nakamura', 'Engenheiro de dados'],
    width: 160,
  })
  return page(
    W,
    H,
    '',
    `${sandBackdrop(W, H, '#DCE8E1')}${abs(40, 44, browser({ url: 'dados.nortealimentos.example/linhagem', width: 960, height: 566, content: app }))}`,
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

/* ---------------------------------------------------------------- hero */

function hero(): string {
  const s = 840
  const card = floatingCard
  const bg = `${glowBackdrop({ width: s, height: s, cx: 420, cy: 430, glow: 330, orbits: [120, 200, 290], core: 62, dots: [41, 41] })}
    <path d="M420 392 l10 28 28 10 -28 10 -10 28 -10 -28 -28 -10 28 -10z" fill="#fff"/>
    <g fill="none" stroke="${accent[400]}" stroke-width="2" stroke-dasharray="2 7" stroke-linecap="round"><path d="M380 380 C330 320 300 260 270 230"/><path d="M470 400 C540 360 570 320 600 300"/><path d="M400 490 C360 560 300 590 250 610"/><path d="M470 470 C540 520 580 560 610 600"/></g>
  </svg>`
  const chat = card(
    60,
    120,
    280,
    `<div class="row" style="gap:8px;margin-bottom:10px">${productMark('V', accent[500], 24)}<b style="font-size:13px">Vendaí</b><span class="pill" style="margin-left:auto;background:${status.okBg};color:${status.ok}">online</span></div>
    <div style="background:${ink[50]};border-radius:10px 10px 10px 3px;padding:8px 10px;font-size:12px;margin-bottom:6px">Tem o tênis 42 em preto?</div>
    <div style="background:${ink[900]};color:#fff;border-radius:10px 10px 3px 10px;padding:8px 10px;font-size:12px;margin-left:30px">Temos! Entrega em 2 dias. Gero o pedido no Pix?</div>`,
    -4,
  )
  const chart = card(
    500,
    90,
    280,
    `<div class="muted" style="font-size:11px">Faturamento do mês</div><div class="row" style="gap:8px;margin:4px 0 8px"><b style="font-size:22px;letter-spacing:-.03em">R$ 1,28 mi</b><span class="pill" style="background:${status.okBg};color:${status.ok}">▲ 6,1%</span></div>${lineChart({ values: [3, 4, 3.6, 5, 5.8, 5.2, 6.6, 7.4, 7, 8.6], width: 248, height: 60, color: support.skyDark, fill: true })}`,
    3,
  )
  const score = card(
    70,
    560,
    300,
    `<div class="row" style="gap:12px;align-items:flex-start"><span style="width:46px;height:46px;border-radius:11px;background:${accent[500]};color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:18px;flex:none">9,2</span><div><b style="font-size:12.5px;line-height:1.3;display:block">Privatização da Sabesp: o que muda para o setor</b><span class="muted" style="font-size:10.5px">Pauta · relevância alta</span></div></div>`,
    3,
  )
  const code = `<div style="position:absolute;left:500px;top:570px;width:290px;transform:rotate(-3deg);background:${ink[950]};border:1px solid ${ink[700]};border-radius:16px;padding:14px 16px;font-family:${fonts.mono};font-size:11px;line-height:1.7;color:${ink[200]};box-shadow:0 30px 60px -20px rgba(0,0,0,.6);z-index:2">
    <div class="row" style="gap:6px;margin-bottom:8px">${['#F26B5B', '#F4BE4F', '#5CC777'].map((c) => `<i style="width:9px;height:9px;border-radius:50%;background:${c};display:block"></i>`).join('')}</div>
    <div><span style="color:${accent[400]}">const</span> resposta = <span style="color:${accent[400]}">await</span> ia.<span style="color:${support.sky}">responder</span>({</div>
    <div>&nbsp;&nbsp;pergunta, contexto: erp,</div>
    <div>&nbsp;&nbsp;idioma: <span style="color:${support.amber}">'pt-BR'</span>,</div>
    <div>})</div></div>`
  return page(s, s, '', `${bg}${chat}${chart}${score}${code}`)
}

/* ---------------------------------------------------------------- video posters */

const VW = 1040
const VH = 585

const posterMark = `<div class="row" style="position:absolute;right:30px;top:26px;gap:8px;color:#fff;font-weight:700;font-size:15px;z-index:3">${nuvoraMark(26)}<span>Nuvora</span></div>`

function posterIntro(): string {
  return page(
    VW,
    VH,
    '',
    `<svg style="position:absolute;inset:0" width="${VW}" height="${VH}"><rect width="${VW}" height="${VH}" fill="${ink[900]}"/><circle cx="520" cy="250" r="260" fill="${ink[800]}"/><circle cx="520" cy="250" r="190" fill="${ink[700]}" opacity=".6"/><g fill="#fff" opacity=".08">${dotGrid(40, 40, 10, 6, 18, 2)}</g>
    <path d="M0 495 L1040 380 L1040 495 Z" fill="${accent[500]}" opacity=".9"/></svg>
    <div style="position:absolute;left:310px;top:60px;width:420px;height:435px;overflow:hidden"><svg width="420" height="460" viewBox="30 60 340 372">${portraitSvg({ ...peopleLook('rafael-monteiro') })}</svg></div>
    ${posterMark}`,
  )
}

function posterCustomAi(): string {
  const sticky = (x: number, y: number, c: string, t: string, r: number) =>
    `<div style="position:absolute;left:${x}px;top:${y}px;width:112px;height:96px;background:${c};transform:rotate(${r}deg);padding:10px;font-size:12.5px;font-weight:700;line-height:1.25;color:${ink[900]};box-shadow:0 8px 14px -8px rgba(0,0,0,.35)">${t}</div>`
  const board = `<div style="position:absolute;left:30px;top:40px;width:500px;height:330px;background:#FBFBF9;border-radius:8px;border:10px solid ${ink[200]}">
    <svg style="position:absolute;inset:0" width="480" height="310"><g fill="none" stroke="${ink[800]}" stroke-width="2.5" stroke-linecap="round"><path d="M150 70 H200"/><path d="M290 70 H330"/><path d="M250 100 V170"/><path d="M200 200 C150 200 130 230 120 250"/></g><g fill="${ink[800]}"><path d="M200 64 l10 6 -10 6z"/><path d="M330 64 l10 6 -10 6z"/><path d="M244 170 l6 10 6 -10z"/></g>
    <g font-family="Liberation Sans" font-size="12" font-weight="700" fill="${ink[900]}"><rect x="210" y="46" width="80" height="50" rx="8" fill="none" stroke="${accent[500]}" stroke-width="2.5"/><text x="232" y="76">Dados</text><rect x="196" y="180" width="108" height="44" rx="8" fill="none" stroke="${support.skyDark}" stroke-width="2.5"/><text x="215" y="207">Modelo + RAG</text></g>
    <path d="M330 230 C360 200 400 260 440 220" fill="none" stroke="${accent[500]}" stroke-width="3"/></svg>
    ${sticky(24, 24, support.amber, 'Problema do negócio', -3)}${sticky(350, 20, accent[200], 'Protótipo em 2 semanas', 4)}${sticky(30, 190, support.sky, 'Métricas de sucesso', 2)}${sticky(350, 180, '#fff', 'Entrega e evolução', -4)}
  </div>`
  return page(
    VW,
    VH,
    '',
    `<svg style="position:absolute;inset:0" width="${VW}" height="${VH}"><rect width="${VW}" height="${VH}" fill="${sand[200]}"/><rect x="0" y="400" width="${VW}" height="95" fill="${sand[300]}"/><circle cx="720" cy="180" r="210" fill="${accent[200]}"/></svg>
    ${board}
    <div style="position:absolute;left:520px;top:40px;width:380px;height:455px;overflow:hidden"><svg width="380" height="470" viewBox="40 50 320 396">${portraitSvg(peopleLook('camila-duarte'))}</svg></div>
    `,
  )
}

function posterPauta(): string {
  const cursor = `<svg style="position:absolute;left:300px;top:170px;z-index:5" width="30" height="34" viewBox="0 0 24 28"><path d="M2 2 L2 22 L7.5 17 L11 25 L14.5 23.5 L11 16 L18.5 16 Z" fill="#fff" stroke="${ink[900]}" stroke-width="1.6" stroke-linejoin="round"/></svg>`
  const clickRing = `<div style="position:absolute;left:282px;top:154px;width:36px;height:36px;border-radius:50%;border:3px solid ${accent[500]};opacity:.8;z-index:4"></div>`
  return page(
    VW,
    VH,
    '',
    `<div style="position:absolute;inset:0;background:${ink[900]}"></div>
    <div style="position:absolute;left:-150px;top:30px;width:1100px;height:680px;transform:scale(0.86);transform-origin:0 0">${browser({ url: 'pauta.nuvora.example/hoje', width: 1100, height: 680, content: pautaApp() })}</div>
    ${clickRing}${cursor}
    <div style="position:absolute;left:0;right:0;bottom:0;height:210px;background:linear-gradient(rgba(7,14,26,0),rgba(7,14,26,.96) 62%)"></div>
`,
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
      'Case-study visual: the storefront of a fictional home-goods shop ("casa aurora") on a laptop, with the product page and Pix checkout on a phone',
    width: W,
    height: H,
    html: storefront(),
  },
  {
    file: 'work/fintech-dashboard.png',
    name: 'work/fintech-dashboard',
    shows:
      'Case-study visual: payments dashboard of a fictional fintech ("Pagora") with processed volume, approval rate, payment-method mix and live transactions',
    width: W,
    height: H,
    html: fintech(),
  },
  {
    file: 'work/logistics-ops.png',
    name: 'work/logistics-ops',
    shows:
      'Case-study visual: delivery operations app of a fictional logistics company ("Rota Certa"), live route map with stops and an AI route suggestion, plus the driver app on a phone',
    width: W,
    height: H,
    html: logistics(),
  },
  {
    file: 'work/data-platform.png',
    name: 'work/data-platform',
    shows:
      'Case-study visual: data platform UI with a lineage graph from ERP, online store and spreadsheets to a dashboard and a demand forecast, data-quality charts and a SQL query',
    width: W,
    height: H,
    html: dataPlatform(),
  },
  {
    file: 'about/studio-sao-paulo.jpg',
    name: 'about/studio-sao-paulo',
    shows:
      'Illustration of the Nuvora studio in São Paulo: three people working at a shared desk with laptops, a sticky-note wall and a window over the Avenida Paulista skyline with the red MASP frame',
    width: 1200,
    height: 800,
    html: studio(),
  },
  {
    file: 'hero/product-and-ai.png',
    name: 'hero/product-and-ai',
    shows:
      'Abstract hero art: an AI spark with orbit rings on deep navy, surrounded by floating product cards (sales chat, revenue chart, news relevance score, code)',
    width: 840,
    height: 840,
    html: hero(),
  },
  {
    file: 'videos/nuvora-em-dois-minutos.jpg',
    name: 'videos/nuvora-em-dois-minutos',
    shows:
      'Video poster "A Nuvora em dois minutos": illustrated Rafael Monteiro (CEO) in the brand\'s glow on deep navy; no words (the card captions it in the page language)',
    width: VW,
    height: VH,
    html: posterIntro(),
  },
  {
    file: 'videos/ia-sob-medida.jpg',
    name: 'videos/ia-sob-medida',
    shows:
      'Video poster "Como criamos uma IA sob medida": a whiteboard with sticky notes and an AI architecture sketch next to illustrated Camila Duarte (CTO); no title (the card captions it)',
    width: VW,
    height: VH,
    html: posterCustomAi(),
  },
  {
    file: 'videos/ia-noticia-na-pratica.png',
    name: 'videos/ia-noticia-na-pratica',
    shows:
      'Video poster "IA Notícia na prática": screen recording frame of the Pauta news feed with relevance scores and a mouse cursor clicking the top story; no title (the card captions it)',
    width: VW,
    height: VH,
    html: posterPauta(),
  },
]
