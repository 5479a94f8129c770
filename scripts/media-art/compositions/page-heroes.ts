/**
 * The heroes' art of the service pages (one per service) and of the other page kinds, in the home hero's style: a
 * mark at the centre of the brand's glow and orbits on deep ink, four floating cards of what the work produces
 * around it. 4:3, the hero's `split` slot.
 */
import { type Composition, type IconName, floatingCard, glowBackdrop, icon, lineChart, page, productMark } from '../kit'
import { accent, fonts, ink, status, support } from '../palette'

const W = 960
const H = 720
const CX = 480
const CY = 360

const card = floatingCard

/** A dark code card. */
function code(x: number, y: number, width: number, lines: string[], rotate = 0): string {
  const dots = ['#F26B5B', '#F4BE4F', '#5CC777']
    .map((c) => `<i style="width:9px;height:9px;border-radius:50%;background:${c};display:block"></i>`)
    .join('')
  return `<div style="position:absolute;left:${x}px;top:${y}px;width:${width}px;transform:rotate(${rotate}deg);background:${ink[950]};border:1px solid ${ink[700]};border-radius:16px;padding:14px 16px;font-family:${fonts.mono};font-size:11.5px;line-height:1.7;color:${ink[200]};box-shadow:0 30px 60px -20px rgba(0,0,0,.6);z-index:2">
    <div class="row" style="gap:6px;margin-bottom:8px">${dots}</div>${lines.map((line) => `<div>${line}</div>`).join('')}</div>`
}

const kw = (text: string) => `<span style="color:${accent[400]}">${text}</span>`
const fn = (text: string) => `<span style="color:${support.sky}">${text}</span>`
const str = (text: string) => `<span style="color:${support.amber}">${text}</span>`

/** A figure with its label and a trend pill. */
function stat(label: string, value: string, delta: string, chart?: number[]): string {
  return `<div class="muted" style="font-size:11px">${label}</div>
    <div class="row" style="gap:8px;margin:4px 0 ${chart ? 8 : 0}px"><b style="font-size:22px;letter-spacing:-.03em">${value}</b><span class="pill" style="background:${status.okBg};color:${status.ok}">${delta}</span></div>
    ${chart ? lineChart({ values: chart, width: 218, height: 52, color: support.skyDark, fill: true }) : ''}`
}

/** Rows with a status mark each. */
function checklist(title: string, rows: [string, 'ok' | 'warn'][]): string {
  return `<b style="font-size:12.5px;display:block;margin-bottom:8px">${title}</b>${rows
    .map(
      ([text, state]) =>
        `<div class="row" style="gap:8px;font-size:11.5px;padding:4px 0;color:${ink[700]}"><span style="width:18px;height:18px;border-radius:50%;display:flex;align-items:center;justify-content:center;flex:none;background:${state === 'ok' ? status.okBg : status.warnBg};color:${state === 'ok' ? status.ok : status.warn}">${icon(state === 'ok' ? 'check' : 'clock', 11)}</span>${text}</div>`,
    )
    .join('')}`
}

/** A short exchange: the visitor's question, the answer. */
function chat(product: string, letter: string, question: string, answer: string): string {
  return `<div class="row" style="gap:8px;margin-bottom:10px">${productMark(letter, accent[500], 24)}<b style="font-size:13px">${product}</b><span class="pill" style="margin-left:auto;background:${status.okBg};color:${status.ok}">online</span></div>
    <div style="background:${ink[50]};border-radius:10px 10px 10px 3px;padding:8px 10px;font-size:12px;margin-bottom:6px">${question}</div>
    <div style="background:${ink[900]};color:#fff;border-radius:10px 10px 3px 10px;padding:8px 10px;font-size:12px;margin-left:26px">${answer}</div>`
}

/** The ink, the dot grid, the glow, the orbits and the page's mark at the centre. */
function backdrop(mark: IconName): string {
  return `${glowBackdrop({ width: W, height: H, cx: CX, cy: CY, glow: 300, orbits: [110, 185, 270], core: 58, dots: [47, 35] })}
  </svg>
  <div style="position:absolute;left:${CX - 22}px;top:${CY - 22}px;z-index:1;color:#fff">${icon(mark, 44, '#fff', 1.8)}</div>`
}

/** An app's push notification: its mark, name and the message. */
function notification(letter: string, app: string, text: string): string {
  return `<div class="row" style="gap:10px">${productMark(letter, accent[500], 30)}<div style="min-width:0"><b style="font-size:12.5px;display:block">${app} · agora</b><span style="font-size:11.5px;color:${ink[600]}">${text}</span></div></div>`
}

/** The app stores' rating with five stars, and an optional line under it. */
function storeRating(value: string, footnote?: string): string {
  return `<div class="muted" style="font-size:11px">Avaliação nas lojas</div><div class="row" style="gap:6px;margin-top:6px"><b style="font-size:22px;letter-spacing:-.03em">${value}</b>${[0, 1, 2, 3, 4].map(() => icon('star', 15, support.amber)).join('')}</div>${footnote ? `<div class="muted" style="font-size:11px;margin-top:4px">${footnote}</div>` : ''}`
}

/** A titled row of screens of a flow, the last one done (ticked in green). */
function flow(title: string, steps: string[], height: number): string {
  return `<b style="font-size:12.5px;display:block;margin-bottom:10px">${title}</b><div class="row" style="gap:6px">${steps
    .map(
      (step, index) =>
        `<span style="flex:1;height:${height}px;border-radius:8px;border:1.5px solid ${index === steps.length - 1 ? status.ok : ink[200]};font-size:10px;display:flex;align-items:flex-end;justify-content:center;padding-bottom:5px;color:${ink[600]}">${step}</span>`,
    )
    .join('')}</div>`
}

/** A titled list of people, each with initials in a coloured disc, name and role. */
function peopleList(title: string, people: [initials: string, name: string, role: string, color: string][]): string {
  return `<b style="font-size:12.5px;display:block;margin-bottom:10px">${title}</b>${people
    .map(
      ([initials, name, role, color]) =>
        `<div class="row" style="gap:9px;padding:4px 0"><span style="width:28px;height:28px;border-radius:50%;background:${color};color:#fff;font-size:10.5px;font-weight:700;display:flex;align-items:center;justify-content:center">${initials}</span><div style="font-size:12px"><b>${name}</b> <span class="muted">· ${role}</span></div></div>`,
    )
    .join('')}`
}

interface HeroArt {
  slug: string
  shows: string
  mark: IconName
  cards: string[]
}

const arts: HeroArt[] = [
  {
    slug: 'plataforma-web',
    shows: 'a customer-portal dashboard card, a passing deploy, a performance score and a React component',
    mark: 'globe',
    cards: [
      card(
        50,
        70,
        270,
        stat('Pedidos no portal', '12.480', '▲ 18%', [3, 3.4, 3.1, 4.2, 4.8, 4.6, 5.6, 6.1, 6.4, 7.2]),
        -3,
      ),
      card(
        630,
        90,
        280,
        checklist('Publicação · v2.14', [
          ['Testes automatizados: 412 ok', 'ok'],
          ['Acessibilidade: 0 problemas', 'ok'],
          ['No ar em produção', 'ok'],
        ]),
        3,
      ),
      card(
        80,
        520,
        250,
        `<div class="row" style="gap:14px"><span style="width:56px;height:56px;border-radius:50%;border:5px solid ${status.ok};display:flex;align-items:center;justify-content:center;font-weight:700;font-size:18px;color:${status.ok}">98</span><div><b style="font-size:12.5px;display:block">Desempenho</b><span class="muted" style="font-size:11px">Carrega em 1,1 s no celular</span></div></div>`,
        2,
      ),
      code(
        610,
        520,
        300,
        [
          `${kw('export function')} ${fn('Pedidos')}() {`,
          `&nbsp;&nbsp;${kw('const')} dados = ${fn('usePedidos')}()`,
          `&nbsp;&nbsp;${kw('return')} &lt;${fn('Tabela')} linhas={dados} /&gt;`,
          `}`,
        ],
        -3,
      ),
    ],
  },
  {
    slug: 'aplicativos-mobile',
    shows: 'a push notification, an app-store rating, a crash-free sessions figure and a delivery-tracking screen',
    mark: 'bell',
    cards: [
      card(50, 80, 290, notification('R', 'Rota Certa', 'Seu pedido saiu para entrega. Chega em 25 min.'), -3),
      card(640, 90, 260, storeRating('4,8', 'App Store e Google Play · 3.210 notas'), 3),
      card(70, 520, 260, stat('Sessões sem falhas', '99,9%', '▲ 1,2 p.p.'), 2),
      card(
        620,
        500,
        270,
        checklist('Entrega #4821', [
          ['Pedido confirmado', 'ok'],
          ['Saiu para entrega', 'ok'],
          ['Chegando: 25 min', 'warn'],
        ]),
        -3,
      ),
    ],
  },
  {
    slug: 'manutencao-de-software',
    shows: 'an uptime figure, a resolved support ticket, dependency updates and a monitoring chart',
    mark: 'tool',
    cards: [
      card(
        50,
        70,
        270,
        stat('Disponibilidade no mês', '99,98%', 'SLA cumprido', [6, 6.2, 6.1, 6.3, 6.3, 6.2, 6.4, 6.4, 6.5, 6.5]),
        -3,
      ),
      card(
        640,
        90,
        270,
        `<div class="row" style="gap:8px;margin-bottom:6px"><span class="pill" style="background:${status.okBg};color:${status.ok}">resolvido</span><span class="muted" style="font-size:11px">#1.284 · 38 min</span></div><b style="font-size:12.5px;display:block">Boleto não gerava para CNPJ novo</b><span class="muted" style="font-size:11px">Correção publicada com teste de regressão</span>`,
        3,
      ),
      card(
        70,
        510,
        280,
        checklist('Atualizações da semana', [
          ['Node 20 → 22', 'ok'],
          ['12 bibliotecas com correções de segurança', 'ok'],
          ['Banco de dados: janela domingo 2h', 'warn'],
        ]),
        2,
      ),
      code(
        620,
        530,
        290,
        [
          `${str('✓')} backup diário · 03:00`,
          `${str('✓')} alertas: 0 abertos`,
          `${kw('p95')} da API: ${fn('180 ms')}`,
          `${kw('erros')}: ${fn('0,02%')} (▼ 74%)`,
        ],
        -3,
      ),
    ],
  },
  {
    slug: 'outsourcing',
    shows: 'a squad card with four professionals, a sprint board, a time-to-hire figure and a skills list',
    mark: 'users',
    cards: [
      card(
        50,
        80,
        290,
        peopleList('Squad Pagamentos', [
          ['AL', 'Ana Lima', 'Dev sênior · Java', support.skyDark],
          ['BR', 'Bruno Reis', 'Dev pleno · React', support.sageDark],
          ['CT', 'Carla Torres', 'QA', accent[600]],
        ]),
        -3,
      ),
      card(640, 90, 250, stat('Tempo para contratar', '3 dias úteis', '▼ 80%'), 3),
      card(
        70,
        530,
        270,
        checklist('Sprint 14 · 80% concluída', [
          ['Pix recorrente', 'ok'],
          ['Conciliação automática', 'ok'],
          ['Relatório para o financeiro', 'warn'],
        ]),
        2,
      ),
      card(
        620,
        520,
        280,
        `<b style="font-size:12.5px;display:block;margin-bottom:8px">Perfis disponíveis</b><div class="row" style="gap:6px;flex-wrap:wrap">${['Java', 'React', 'Python', 'Flutter', 'DevOps', 'Dados', 'QA', 'UX'].map((s) => `<span class="pill" style="background:${ink[50]};color:${ink[700]}">${s}</span>`).join('')}</div>`,
        -3,
      ),
    ],
  },
  {
    slug: 'apis',
    shows: 'systems connected through an API: an order webhook, a Pix confirmation, a latency figure and a request',
    mark: 'link',
    cards: [
      card(
        50,
        80,
        290,
        `<b style="font-size:12.5px;display:block;margin-bottom:8px">Integrações ativas</b>${[
          'ERP',
          'Loja online',
          'Gateway Pix',
          'CRM',
        ]
          .map(
            (name) =>
              `<div class="row" style="gap:8px;font-size:11.5px;padding:3px 0"><span style="width:8px;height:8px;border-radius:50%;background:${status.ok}"></span>${name}<span class="muted" style="margin-left:auto">sincronizado</span></div>`,
          )
          .join('')}`,
        -3,
      ),
      card(
        640,
        90,
        260,
        stat('Latência média', '120 ms', '▼ 42%', [8, 7.4, 7.8, 6.2, 5.6, 5.8, 4.4, 4.1, 3.8, 3.6]),
        3,
      ),
      card(
        70,
        530,
        270,
        `<div class="row" style="gap:8px;margin-bottom:6px"><span class="pill" style="background:${status.okBg};color:${status.ok}">200 OK</span><span class="muted" style="font-size:11px">webhook · há 2 s</span></div><b style="font-size:12.5px;display:block">Pix confirmado: pedido #4821</b><span class="muted" style="font-size:11px">Estoque e nota fiscal atualizados</span>`,
        2,
      ),
      code(
        610,
        510,
        300,
        [
          `${kw('POST')} /v1/pedidos`,
          `{ ${str('"cliente"')}: ${str('"c_812"')},`,
          `&nbsp;&nbsp;${str('"itens"')}: 3, ${str('"pagamento"')}: ${str('"pix"')} }`,
          `${fn('→ 201 Created')} · 84 ms`,
        ],
        -3,
      ),
    ],
  },
  {
    slug: 'design',
    shows: 'a colour palette, a button component in its states, a prototype flow and a usability-test score',
    mark: 'sparkle',
    cards: [
      card(
        50,
        80,
        270,
        `<b style="font-size:12.5px;display:block;margin-bottom:10px">Paleta da marca</b><div class="row" style="gap:8px">${[ink[900], accent[500], accent[200], support.sage, support.sky].map((c) => `<span style="width:38px;height:38px;border-radius:10px;background:${c};border:1px solid ${ink[100]}"></span>`).join('')}</div>`,
        -3,
      ),
      card(
        640,
        90,
        260,
        `<b style="font-size:12.5px;display:block;margin-bottom:10px">Botão · 3 estados</b><div class="row" style="gap:8px">${[
          [ink[900], '#fff', 'Comprar'],
          [ink[700], '#fff', 'Comprar'],
          [ink[100], ink[400], 'Comprar'],
        ]
          .map(
            ([bg, fg, label]) =>
              `<span style="padding:7px 12px;border-radius:8px;background:${bg};color:${fg};font-size:11.5px;font-weight:700">${label}</span>`,
          )
          .join('')}</div>`,
        3,
      ),
      card(70, 520, 280, flow('Protótipo · fluxo de compra', ['Produto', 'Sacola', 'Pix', 'Pronto'], 52), 2),
      card(620, 520, 270, stat('Tarefas concluídas no teste', '9 de 10', 'com usuários reais'), -3),
    ],
  },
  {
    slug: 'inteligencia-artificial',
    shows: 'an AI assistant answering from company data, a model-accuracy figure, a document summary and code',
    mark: 'sparkle',
    cards: [
      card(
        50,
        80,
        290,
        chat(
          'Assistente',
          'A',
          'Quanto vendemos no Nordeste em outubro?',
          'R$ 412 mil, 12% acima de setembro. Quer o relatório?',
        ),
        -3,
      ),
      card(640, 90, 250, stat('Respostas corretas', '94%', 'na base da empresa'), 3),
      card(
        70,
        530,
        280,
        `<div class="row" style="gap:8px;margin-bottom:6px">${icon('file', 16, ink[700])}<b style="font-size:12.5px">Contrato_fornecedor.pdf</b></div><span style="font-size:11.5px;color:${ink[600]}">Resumo: vigência de 24 meses, reajuste pelo IPCA, multa de 2% por atraso.</span>`,
        2,
      ),
      code(
        610,
        520,
        300,
        [
          `${kw('const')} resposta = ${kw('await')} ia.${fn('responder')}({`,
          `&nbsp;&nbsp;pergunta, fontes: [erp, contratos],`,
          `&nbsp;&nbsp;idioma: ${str("'pt-BR'")},`,
          `})`,
        ],
        -3,
      ),
    ],
  },
]

/** The other page kinds' art: `hero/<page>.png`. */
const pageArts: HeroArt[] = [
  {
    slug: 'quem-somos',
    shows: 'the two founders, projects delivered, the São Paulo studio and the company values',
    mark: 'building',
    cards: [
      card(
        50,
        80,
        290,
        peopleList('Fundadores', [
          ['RM', 'Rafael Monteiro', 'CEO', accent[600]],
          ['CD', 'Camila Duarte', 'CTO', support.skyDark],
        ]),
        -3,
      ),
      card(640, 90, 250, stat('Projetos entregues', '+120', 'desde 2014'), 3),
      card(
        70,
        540,
        270,
        `<div class="row" style="gap:10px">${icon('pin', 22, accent[600])}<div><b style="font-size:12.5px;display:block">Estúdio em São Paulo</b><span class="muted" style="font-size:11px">Pinheiros · times no Brasil inteiro</span></div></div>`,
        2,
      ),
      card(
        620,
        510,
        270,
        checklist('Como trabalhamos', [
          ['Ética e transparência', 'ok'],
          ['Excelência técnica', 'ok'],
          ['Parceria de longo prazo', 'ok'],
        ]),
        -3,
      ),
    ],
  },
  {
    slug: 'produtos-de-ia',
    shows:
      'the AI products at work: a sales chat, a news relevance score, a revenue figure and a child’s exercise report',
    mark: 'sparkle',
    cards: [
      card(
        50,
        80,
        290,
        chat('Vendaí', 'V', 'Tem o tênis 42 em preto?', 'Temos! Entrega em 2 dias. Gero o pedido no Pix?'),
        -3,
      ),
      card(
        640,
        90,
        270,
        `<div class="row" style="gap:12px;align-items:flex-start"><span style="width:46px;height:46px;border-radius:11px;background:${accent[500]};color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:18px;flex:none">9,2</span><div><b style="font-size:12.5px;line-height:1.3;display:block">Nova regra do Pix muda prazos</b><span class="muted" style="font-size:10.5px">Pauta · relevância alta</span></div></div>`,
        3,
      ),
      card(
        70,
        520,
        260,
        stat('Gestor IA · margem do mês', '31,4%', '▲ 2,3 p.p.', [4, 4.2, 3.9, 4.6, 5.1, 4.9, 5.6, 6, 6.2, 6.8]),
        2,
      ),
      card(
        620,
        520,
        270,
        `<div class="row" style="gap:8px;margin-bottom:6px">${productMark('L', support.sageDark, 24)}<b style="font-size:12.5px">Lumi · relatório da semana</b></div><span style="font-size:11.5px;color:${ink[600]}">Frações: 8 de 10 exercícios certos. Ótimo progresso!</span>`,
        -3,
      ),
    ],
  },
  {
    slug: 'inteligencia-artificial',
    shows: 'a custom assistant answering from company rules, an automation log, an accuracy figure and code',
    mark: 'sparkle',
    cards: [
      card(
        50,
        80,
        290,
        chat(
          'Assistente RH',
          'A',
          'Posso vender 10 dias de férias?',
          'Pode, até 1/3 das férias. Quer que eu abra o pedido?',
        ),
        -3,
      ),
      card(640, 90, 250, stat('Tempo de atendimento', '40 s', '▼ 85%'), 3),
      card(
        70,
        520,
        280,
        checklist('Automação · notas fiscais', [
          ['1.240 notas conferidas hoje', 'ok'],
          ['3 divergências enviadas ao financeiro', 'warn'],
          ['Lançado no ERP', 'ok'],
        ]),
        2,
      ),
      code(
        610,
        520,
        300,
        [
          `${kw('const')} ia = ${fn('treinar')}({`,
          `&nbsp;&nbsp;dados: [politicas, erp],`,
          `&nbsp;&nbsp;regras: ${str("'da empresa'")},`,
          `})`,
        ],
        -3,
      ),
    ],
  },
  {
    slug: 'contrate',
    shows: 'a professional’s profile, the size of the talent network, the time to hire and the hiring steps',
    mark: 'users',
    cards: [
      card(
        50,
        80,
        290,
        `<div class="row" style="gap:10px;margin-bottom:8px"><span style="width:34px;height:34px;border-radius:50%;background:${support.skyDark};color:#fff;font-size:12px;font-weight:700;display:flex;align-items:center;justify-content:center">JS</span><div><b style="font-size:12.5px;display:block">Júlia Santos</b><span class="muted" style="font-size:11px">Dev sênior · 8 anos</span></div><span class="pill" style="margin-left:auto;background:${status.okBg};color:${status.ok}">disponível</span></div><div class="row" style="gap:6px;flex-wrap:wrap">${['React', 'Node', 'AWS'].map((s) => `<span class="pill" style="background:${ink[50]};color:${ink[700]}">${s}</span>`).join('')}</div>`,
        -3,
      ),
      card(640, 90, 250, stat('Profissionais na rede', '+1.000', 'verificados'), 3),
      card(70, 530, 250, stat('Para começar', '3 dias úteis', '▼ 80%'), 2),
      card(
        620,
        510,
        280,
        checklist('Contratação', [
          ['Perfil alinhado com o time', 'ok'],
          ['Entrevista técnica aprovada', 'ok'],
          ['Início na segunda-feira', 'warn'],
        ]),
        -3,
      ),
    ],
  },
  {
    slug: 'fabrica-de-software',
    shows: 'an app being built: a push notification, a store rating, a prototype flow and the release checklist',
    mark: 'grid',
    cards: [
      card(50, 80, 290, notification('M', 'Meu App', 'Seu agendamento foi confirmado para amanhã, 10h.'), -3),
      card(640, 90, 260, storeRating('4,9'), 3),
      card(70, 520, 280, flow('Do rascunho à loja', ['Ideia', 'Protótipo', 'App', 'Loja'], 46), 2),
      card(
        620,
        510,
        270,
        checklist('Versão 1.0', [
          ['Publicado na App Store', 'ok'],
          ['Publicado no Google Play', 'ok'],
          ['Monitoramento de falhas ativo', 'ok'],
        ]),
        -3,
      ),
    ],
  },
  {
    slug: 'e-commerce',
    shows: 'an online shop at work: a new order, monthly sales, the payment methods and no fee on sales',
    mark: 'cart',
    cards: [
      card(
        50,
        80,
        290,
        `<div class="row" style="gap:8px;margin-bottom:6px"><span class="pill" style="background:${status.okBg};color:${status.ok}">novo pedido</span><span class="muted" style="font-size:11px">há 1 min</span></div><b style="font-size:12.5px;display:block">Vaso Terracota Alto · R$ 189,00</b><span class="muted" style="font-size:11px">Pix aprovado · envio amanhã</span>`,
        -3,
      ),
      card(
        640,
        90,
        260,
        stat('Vendas do mês', 'R$ 84,2 mil', '▲ 22%', [3, 3.2, 3.6, 3.4, 4.2, 4.6, 4.4, 5.2, 5.8, 6.4]),
        3,
      ),
      card(
        70,
        530,
        270,
        checklist('Pagamentos', [
          ['Pix', 'ok'],
          ['Cartão em até 12x', 'ok'],
          ['Boleto', 'ok'],
        ]),
        2,
      ),
      card(620, 530, 250, stat('Taxa sobre as vendas', '0%', 'preço fixo'), -3),
    ],
  },
  {
    slug: 'noticias',
    shows: 'the company in the news: a press headline, a video about its products, an interview and its reach',
    mark: 'news',
    cards: [
      card(
        50,
        80,
        300,
        `<div class="muted" style="font-size:10.5px;letter-spacing:.08em;text-transform:uppercase;margin-bottom:6px">Tecnologia · Negócios</div><b style="font-size:14px;line-height:1.3;display:block">Fábrica de software da Nuvora amplia atuação com fintechs</b><span class="muted" style="font-size:11px;display:block;margin-top:6px">Leitura de 3 min</span>`,
        -3,
      ),
      card(
        630,
        90,
        270,
        `<div style="height:92px;border-radius:10px;background:linear-gradient(135deg,${ink[800]},${ink[950]});display:flex;align-items:center;justify-content:center;margin-bottom:10px"><span style="width:40px;height:40px;border-radius:50%;background:${accent[500]};display:flex;align-items:center;justify-content:center">${icon('play', 18, '#fff')}</span></div><b style="font-size:12.5px;display:block">A Nuvora em dois minutos</b><span class="muted" style="font-size:11px">Vídeo · 2:04</span>`,
        3,
      ),
      card(
        70,
        520,
        280,
        `<div class="row" style="gap:10px"><span style="width:36px;height:36px;border-radius:50%;background:${support.sageDark};color:#fff;font-size:12px;font-weight:700;display:flex;align-items:center;justify-content:center;flex:none">CD</span><div><b style="font-size:12.5px;display:block">Superando barreiras</b><span class="muted" style="font-size:11px">Entrevista com Camila Duarte, CTO</span></div></div>`,
        2,
      ),
      card(630, 520, 250, stat('Leitores nas publicações', '48 mil', '▲ 31%'), -3),
    ],
  },
  {
    slug: 'ia-noticia',
    shows:
      'the IA Notícia demo at work: a headline rewritten by AI with its relevance grade, a summary, the portals followed and topics',
    mark: 'sparkle',
    cards: [
      card(
        50,
        80,
        310,
        `<div class="muted" style="font-size:10.5px;margin-bottom:4px">Título original</div><div style="font-size:11.5px;color:${ink[500]};text-decoration:line-through;margin-bottom:8px">Governo anuncia mudanças que podem impactar setor a partir do ano que vem</div><div class="row" style="gap:10px;align-items:flex-start"><span style="width:40px;height:40px;border-radius:10px;background:${accent[500]};color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:15px;flex:none">8,7</span><b style="font-size:13px;line-height:1.3">Nova regra de saneamento muda tarifas em 2027</b></div>`,
        -3,
      ),
      card(640, 90, 250, stat('Portais acompanhados', '42', 'tempo real'), 3),
      card(
        70,
        520,
        290,
        `<b style="font-size:12.5px;display:block;margin-bottom:6px">Resumo da IA</b><span style="font-size:11.5px;color:${ink[600]};line-height:1.5">A privatização prevê investimentos de R$ 66 bi até 2029 e metas de cobertura de esgoto.</span>`,
        2,
      ),
      card(
        620,
        520,
        260,
        `<b style="font-size:12.5px;display:block;margin-bottom:8px">Temas do seu negócio</b><div class="row" style="gap:6px;flex-wrap:wrap">${['Saneamento', 'Regulação', 'Infraestrutura', 'Mundo'].map((t) => `<span class="pill" style="background:${ink[50]};color:${ink[700]}">${t}</span>`).join('')}</div>`,
        -3,
      ),
    ],
  },
]

const composition =
  (folder: string, what: string) =>
  (art: HeroArt): Composition => ({
    file: `${folder}${art.slug}.png`,
    name: `${folder}${art.slug}`,
    shows: `Hero art of the ${what.replace('{slug}', art.slug)}: a mark in the brand's glow on deep navy, surrounded by ${art.shows}`,
    width: W,
    height: H,
    html: page(W, H, '', `${backdrop(art.mark)}${art.cards.join('')}`),
  })

export const pageHeroCompositions: Composition[] = [
  ...arts.map(composition('hero/servicos/', '"{slug}" service page')),
  ...pageArts.map(composition('hero/', '"{slug}" page')),
]
