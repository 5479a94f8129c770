/** Pauta, Lumi, Aluga Fácil and Visagê UI renders. */
import { type Composition, avatar, barChart, brl, browser, icon, phone, tablet } from '../kit'
import { accent, ink, productTint, sand, status, support } from '../palette'
import { portraitSvg } from '../portrait'
import { appShell, button, kpi } from './app'
import { H, W, abs, stage } from './products'

/* ---------------------------------------------------------------- Pauta */

export function scoreBadge(score: string, level: 'high' | 'mid' | 'low', size = 40): string {
  const c = level === 'high' ? accent[500] : level === 'mid' ? support.amber : ink[300]
  return `<span style="width:${size}px;height:${size}px;border-radius:10px;background:${c}${level === 'low' ? '' : ''};color:${level === 'low' ? ink[800] : '#fff'};display:flex;flex-direction:column;align-items:center;justify-content:center;flex:none;line-height:1"><b style="font-size:${size * 0.4}px;letter-spacing:-.03em">${score}</b><span style="font-size:${size * 0.2}px;opacity:.85;margin-top:2px">/10</span></span>`
}

export function pautaApp(): string {
  const t = productTint.pauta
  const items: [string, string, string, string, 'high' | 'mid' | 'low', string[]][] = [
    [
      '9,2',
      'Governo de SP conclui a privatização da Sabesp; novas metas de saneamento até 2029',
      'Jornal do Comércio Paulista',
      'há 12 min',
      'high',
      ['Saneamento', 'Licitações'],
    ],
    [
      '8,4',
      'Banco Central anuncia novas regras do Pix para empresas a partir de novembro',
      'Portal Economia Hoje',
      'há 38 min',
      'high',
      ['Pagamentos'],
    ],
    [
      '6,7',
      'Construção civil registra alta de 4,2% em contratos de infraestrutura no trimestre',
      'Revista Obra & Cidade',
      'há 1 h',
      'mid',
      ['Infraestrutura'],
    ],
    [
      '5,1',
      'Prefeitura abre consulta pública sobre monitoramento de redes de água',
      'Diário Metropolitano',
      'há 2 h',
      'mid',
      ['Consulta pública'],
    ],
    ['2,3', 'Feira de tecnologia reúne 300 expositores em São Paulo', 'Agenda Tech', 'há 3 h', 'low', ['Eventos']],
  ]
  const feed = items
    .map(
      (
        [sc, title, src, when, lvl, tags],
        i,
      ) => `<div class="card row" style="gap:14px;padding:12px 14px;align-items:flex-start;${i === 0 ? `box-shadow:0 0 0 2px ${accent[200]}` : ''}">
      ${scoreBadge(sc, lvl)}
      <div class="grow"><div class="b" style="font-size:13px;line-height:1.3;letter-spacing:-.01em">${title}</div>
      <div class="row" style="gap:8px;margin-top:5px;font-size:10.5px;color:${ink[500]}">${icon('news', 12)}<span>${src}</span><span>·</span><span>${when}</span>
      ${tags.map((g) => `<span class="pill" style="background:${ink[50]};color:${ink[600]};border:1px solid ${ink[100]};font-weight:400">${g}</span>`).join('')}</div></div>
      <span style="color:${ink[300]}">${icon('star', 16, i < 2 ? support.amber : ink[300])}</span></div>`,
    )
    .join('')
  const summary = `<div style="position:absolute;top:0;right:0;bottom:0;width:270px;background:#fff;border-left:1px solid ${ink[100]};padding:16px;display:flex;flex-direction:column;gap:12px">
    <div class="row" style="gap:8px">${icon('sparkle', 16, accent[500])}<span class="b" style="font-size:13px">Resumo para a sua empresa</span></div>
    <div style="font-size:12px;line-height:1.5;color:${ink[700]}"><b>Privatização da Sabesp: o que muda</b><br>O estado deixa o controle da companhia, mas mantém poder de veto. O novo contrato antecipa as metas de universalização e deve <mark style="background:${accent[100]};color:inherit;padding:0 2px">aumentar a demanda por obras e monitoramento de redes</mark>, área em que a sua empresa atua.</div>
    <div class="card" style="padding:10px 12px"><div class="muted" style="font-size:10.5px;margin-bottom:6px">Por que 9,2</div>
    ${[
      ['Impacto no setor', 0.95],
      ['Urgência', 0.8],
      ['Proximidade do negócio', 0.9],
    ]
      .map(
        ([l, v]) =>
          `<div style="font-size:11px;margin:5px 0 3px">${l}</div><div style="height:6px;border-radius:3px;background:${ink[100]}"><div style="width:${Number(v) * 100}%;height:100%;border-radius:3px;background:${accent[500]}"></div></div>`,
      )
      .join('')}</div>
    <div class="card" style="padding:10px 12px"><div class="row"><span class="muted" style="font-size:10.5px">Matérias relevantes por dia</span></div>${barChart({ values: [4, 6, 5, 8, 7, 11, 9], width: 220, height: 44, color: ink[200], highlight: 5 })}<div class="row" style="justify-content:space-between;font-size:9px;color:${ink[400]};margin-top:4px">${['seg', 'ter', 'qua', 'qui', 'sex', 'sáb', 'dom'].map((d) => `<span>${d}</span>`).join('')}</div></div>
    ${button('Enviar resumo ao time', ink[900], '#fff', 'send')}
  </div>`
  const body = `<div style="position:absolute;inset:0 270px 0 0;padding:16px 18px;display:flex;flex-direction:column;gap:10px">
    <div class="row" style="gap:8px">${['Todas · 148', 'Alta relevância · 12', 'Saneamento', 'Pagamentos', 'Infraestrutura'].map((l, i) => `<span class="pill" style="font-size:11px;padding:5px 11px;background:${i === 1 ? ink[900] : '#fff'};color:${i === 1 ? '#fff' : ink[600]};border:1px solid ${i === 1 ? ink[900] : ink[200]}">${l}</span>`).join('')}<span class="row muted" style="margin-left:auto;gap:5px;font-size:11px">${icon('filter', 13)}Ordenar: relevância</span></div>
    ${feed}</div>${summary}`
  return appShell({
    name: 'Pauta',
    letter: 'P',
    tint: t,
    nav: [
      ['news', 'Notícias', '148'],
      ['star', 'Salvas'],
      ['globe', 'Portais monitorados'],
      ['filter', 'Temas e palavras'],
      ['send', 'Alertas'],
      ['chart', 'Relatórios'],
      ['settings', 'Configurações'],
    ],
    active: 0,
    title: 'Notícias de hoje',
    subtitle: '86 portais monitorados · atualizado às 09:42',
    actions: button('Novo tema', accent[500], '#fff', 'plus'),
    body,
    user: ['Construtora Alvorada', 'Equipe de comunicação'],
    width: 170,
  })
}

function pauta(): string {
  return stage(abs(40, 44, browser({ url: 'pauta.nuvora.example/hoje', width: 960, height: 566, content: pautaApp() })))
}

/* ---------------------------------------------------------------- Lumi */

function lumi(): string {
  const t = productTint.lumi
  const pizza = (filled: number, total: number, size: number) => {
    const r = size / 2 - 4
    let s = ''
    for (let i = 0; i < total; i++) {
      const a0 = (i / total) * Math.PI * 2 - Math.PI / 2
      const a1 = ((i + 1) / total) * Math.PI * 2 - Math.PI / 2
      const c = size / 2
      s += `<path d="M${c} ${c} L${c + r * Math.cos(a0)} ${c + r * Math.sin(a0)} A${r} ${r} 0 0 1 ${c + r * Math.cos(a1)} ${c + r * Math.sin(a1)} Z" fill="${i < filled ? accent[400] : sand[100]}" stroke="${ink[900]}" stroke-width="2.5" stroke-linejoin="round"/>`
    }
    return `<svg width="${size}" height="${size}">${s}</svg>`
  }
  const screen = `<div style="position:absolute;inset:0;background:${sand[50]};display:grid;grid-template-columns:1fr 300px">
    <div style="padding:20px 26px;display:flex;flex-direction:column;gap:14px">
      <div class="row" style="gap:10px"><span style="width:34px;height:34px;border-radius:11px;background:${t};display:flex;align-items:center;justify-content:center;font-weight:700;color:${ink[900]};font-size:18px">L</span><span class="b" style="font-size:17px">Lumi</span>
      <span class="pill" style="margin-left:12px;background:${accent[100]};color:${accent[700]};font-size:11.5px;padding:4px 10px">Matemática · Frações</span>
      <span class="row" style="margin-left:auto;gap:4px">${[0, 1, 2, 3, 4].map((i) => icon('star', 18, i < 4 ? t : ink[200])).join('')}</span></div>
      <div style="height:8px;border-radius:4px;background:${sand[200]}"><div style="width:64%;height:100%;border-radius:4px;background:${t}"></div></div>
      <div class="b" style="font-size:24px;letter-spacing:-.02em;line-height:1.2;margin-top:4px">Que fração da pizza<br>a Bia já comeu?</div>
      <div class="row" style="gap:26px;margin-top:2px">${pizza(3, 8, 150)}
        <div class="col" style="gap:10px">${['3/8', '5/8', '3/5'].map((o, i) => `<span style="width:150px;height:46px;border-radius:14px;border:2.5px solid ${i === 0 ? support.sageDark : ink[200]};background:${i === 0 ? '#E6F1EC' : '#fff'};display:flex;align-items:center;padding:0 16px;gap:10px;font-size:20px;font-weight:700">${o}${i === 0 ? `<span style="margin-left:auto">${icon('check', 20, support.sageDark, 3)}</span>` : ''}</span>`).join('')}</div></div>
      <div class="row" style="gap:10px;margin-top:auto">${button('Pedir uma dica', '#fff', ink[800], 'sparkle')}${button('Próxima pergunta →', ink[900], '#fff')}</div>
    </div>
    <div style="background:#fff;border-left:1px solid ${sand[200]};padding:18px;display:flex;flex-direction:column;gap:10px">
      <div class="row" style="gap:8px"><span style="width:30px;height:30px;border-radius:50%;background:${t};display:flex;align-items:center;justify-content:center">${icon('sparkle', 16, ink[900])}</span><span class="b" style="font-size:13px">Lumi, sua tutora</span></div>
      <div style="background:${sand[100]};border-radius:14px 14px 14px 4px;padding:10px 12px;font-size:12.5px;line-height:1.45">Isso mesmo, Théo! A pizza tem <b>8 pedaços</b> e a Bia comeu <b>3</b>. Por isso, 3/8.</div>
      <div style="align-self:flex-end;background:${ink[900]};color:#fff;border-radius:14px 14px 4px 14px;padding:9px 12px;font-size:12.5px">E se ela comer mais um?</div>
      <div style="background:${sand[100]};border-radius:14px 14px 14px 4px;padding:10px 12px;font-size:12.5px;line-height:1.45">Ótima pergunta! Conta comigo: 3 + 1 = ? Então ela terá comido quantos oitavos?</div>
      <div class="row" style="gap:8px;margin-top:auto;padding:8px 10px;border-radius:12px;border:1px solid ${sand[300]};color:${ink[400]};font-size:12px"><span class="grow">Escreva ou fale…</span>${icon('mic', 17, accent[500])}</div>
    </div></div>`
  const report = `<div style="padding:0 14px;display:flex;flex-direction:column;gap:9px;font-size:11.5px;background:${sand[50]};height:100%">
    <div class="row" style="gap:8px;padding:4px 2px 0"><span class="b" style="font-size:15px">Relatório da semana</span></div>
    <div class="row" style="gap:8px">${avatar('T', support.skyDark, 30)}<div class="col"><b>Théo, 9 anos</b><span class="muted" style="font-size:10.5px">4º ano · 5 sessões</span></div></div>
    <div class="card" style="padding:10px"><div class="muted" style="font-size:10px">Tempo de estudo</div><div class="b" style="font-size:18px">2 h 40 min</div>${barChart({ values: [20, 35, 0, 40, 25, 40, 0], width: 190, height: 38, color: sand[300], highlight: 5, highlightColor: t })}</div>
    <div class="card" style="padding:10px"><div class="muted" style="font-size:10px;margin-bottom:6px">Evolução por tema</div>${[
      ['Frações', 0.78, support.sageDark],
      ['Leitura', 0.64, support.skyDark],
      ['Tabuada do 7', 0.42, accent[500]],
    ]
      .map(
        ([l, v, c]) =>
          `<div class="row" style="justify-content:space-between;margin-top:5px"><span>${l}</span><b>${Math.round(Number(v) * 100)}%</b></div><div style="height:5px;border-radius:3px;background:${ink[100]};margin-top:3px"><div style="width:${Number(v) * 100}%;height:100%;border-radius:3px;background:${c}"></div></div>`,
      )
      .join('')}</div>
    <div style="background:#FFF3D6;border-radius:10px;padding:9px 10px;font-size:11px;line-height:1.4">${icon('sparkle', 13, support.amberDark)} Sugestão: 10 minutos de tabuada antes do jantar.</div>
  </div>`
  return stage(
    abs(22, 56, tablet({ width: 760, height: 530, content: screen })) +
      abs(796, 118, phone({ width: 222, height: 460, content: report, statusBg: sand[50] }), 2),
    '#FBE3B0',
  )
}

/* ---------------------------------------------------------------- Aluga Fácil */

function aluga(): string {
  const t = productTint.aluga
  const rows: [string, string, string, string, 'ok' | 'warn' | 'danger' | 'info', string][] = [
    ['Rua Augusta, 1508 · ap. 72', 'Bruna Carvalho', brl(3200), '05/12', 'ok', 'Pago'],
    ['Al. Santos, 455 · ap. 31', 'Diego Fernandes', brl(2750), '05/12', 'ok', 'Pago'],
    ['Rua Oscar Freire, 88 · loja 2', 'Café Grão Nobre', brl(8900), '10/12', 'warn', 'Vence em 2 dias'],
    ['Rua Harmonia, 210 · casa', 'Renata e Paulo Sá', brl(4100), '01/12', 'danger', 'Atrasado 7 dias'],
    ['Av. Pompeia, 1320 · ap. 104', 'Thiago Moreira', brl(2380), '15/12', 'info', 'Vistoria agendada'],
    ['Rua Girassol, 56 · ap. 12', 'Larissa Prado', brl(1950), '20/12', 'ok', 'Em dia'],
  ]
  const table = `<div class="card" style="overflow:hidden">
    <div class="row" style="padding:12px 14px;gap:10px"><span class="b" style="font-size:13px">Imóveis e cobranças · dezembro</span><span class="muted" style="margin-left:auto;font-size:11px">24 imóveis</span></div>
    <div class="row" style="padding:7px 14px;background:${ink[50]};font-size:10px;color:${ink[500]};text-transform:uppercase;letter-spacing:.04em;font-weight:700"><span style="width:172px">Imóvel</span><span class="grow">Inquilino</span><span style="width:84px;text-align:right">Aluguel</span><span style="width:56px;text-align:center">Venc.</span><span style="width:112px">Status</span></div>
    ${rows.map(([im, inq, v, d, st, lb]) => `<div class="row" style="padding:8.5px 14px;border-top:1px solid ${ink[100]};font-size:11.5px"><span class="row b ellipsis" style="width:172px;gap:7px;font-weight:400">${icon('building', 13, ink[400])}${im}</span><span class="grow ellipsis">${inq}</span><span style="width:84px;text-align:right">${v}</span><span class="muted" style="width:56px;text-align:center">${d}</span><span style="width:112px"><span class="pill" style="background:${status[`${st}Bg`]};color:${status[st]}">${lb}</span></span></div>`).join('')}
  </div>`
  const side = `<div class="col" style="gap:12px">
    <div class="card" style="padding:13px 14px"><div class="muted" style="font-size:11px">Recebido em 2024</div><div class="b" style="font-size:19px;letter-spacing:-.03em;margin:4px 0 8px">R$ 712.480</div>${barChart({ values: [52, 55, 54, 58, 57, 60, 61, 60, 63, 64, 66, 41], width: 196, height: 56, color: '#CFE0D7', highlight: 11, highlightColor: t })}</div>
    <div class="card" style="padding:13px 14px"><div class="b" style="font-size:12px;margin-bottom:8px">Próximos lembretes</div>${[
      ['calendar', 'Reajuste IGP-M · Al. Santos', '02/01'],
      ['tool', 'Manutenção do aquecedor · Pompeia', '18/12'],
      ['file', 'Renovar contrato · R. Girassol', '30/12'],
    ]
      .map(
        ([ic, l, d]) =>
          `<div class="row" style="gap:8px;padding:5px 0;font-size:11px">${icon(ic as 'file', 14, t)}<span class="grow ellipsis">${l}</span><span class="muted">${d}</span></div>`,
      )
      .join('')}</div>
  </div>`
  const body = `<div style="position:absolute;inset:0;padding:16px 18px;display:flex;flex-direction:column;gap:12px">
    <div class="row" style="gap:12px">${kpi('A receber em dezembro', 'R$ 58.940', '3,2%', true)}${kpi('Inadimplência', '1,8%', '0,6 p.p.', true)}${kpi('Ocupação', '23 de 24', '1', true)}</div>
    <div style="display:grid;grid-template-columns:minmax(0,1fr) 226px;gap:12px">${table}${side}</div></div>`
  const app = appShell({
    name: 'Aluga Fácil',
    letter: 'A',
    tint: t,
    nav: [
      ['home', 'Painel'],
      ['building', 'Imóveis'],
      ['file', 'Contratos'],
      ['card', 'Cobranças', '3'],
      ['key', 'Vistorias'],
      ['tool', 'Manutenção'],
      ['settings', 'Configurações'],
    ],
    active: 3,
    title: 'Cobranças',
    subtitle: 'Boletos e Pix enviados automaticamente',
    actions: button('Novo contrato', t, '#fff', 'plus'),
    body,
    user: ['Helena Queiroz', 'Administradora'],
    width: 160,
  })
  return stage(
    abs(40, 44, browser({ url: 'app.alugafacil.nuvora.example/cobrancas', width: 960, height: 566, content: app })),
    '#D6E6DD',
  )
}

/* ---------------------------------------------------------------- Visagê */

function visage(): string {
  const t = productTint.visage
  const face = `<svg style="position:absolute;inset:0" width="100%" height="100%" viewBox="30 50 340 340" preserveAspectRatio="xMidYMid slice">
    <rect x="0" y="0" width="400" height="400" fill="#2B3547"/>
    <rect x="0" y="0" width="400" height="400" fill="url(#vg)"/>
    <defs><radialGradient id="vg" cx=".5" cy=".35" r=".7"><stop offset="0" stop-color="#4A5870"/><stop offset="1" stop-color="#1A2232"/></radialGradient></defs>
    ${portraitSvg({ skin: '#B97A55', skinShade: '#9A6040', hair: '#1E1611', hairStyle: 'short-crop', beard: 'stubble', top: '#3A3F47', topStyle: 'crew', inner: '#ffffff', lips: '#8E4A3C' })}
    <g fill="none" stroke="${accent[400]}" stroke-width="1.6" opacity=".95">
      <path d="M145 150 C145 104 170 88 200 88 C230 88 255 104 255 150 C255 194 244 222 224 238 C212 248 188 248 176 238 C156 222 145 194 145 150 Z" stroke-dasharray="4 4"/>
      <path d="M145 150 H255 M150 200 H250 M200 88 V246" stroke-opacity=".55"/>
    </g>
    <g fill="#fff">${[
      [145, 150],
      [255, 150],
      [150, 200],
      [250, 200],
      [200, 88],
      [200, 246],
      [177, 161],
      [223, 161],
      [200, 190],
      [200, 211],
      [176, 238],
      [224, 238],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3.2" stroke="${accent[500]}" stroke-width="1.5"/>`)
      .join('')}</g>
    <g font-family="Liberation Sans" font-size="9" font-weight="700" fill="#fff"><rect x="262" y="140" width="58" height="18" rx="5" fill="${accent[500]}"/><text x="268" y="152.5">14,2 cm</text><rect x="262" y="190" width="58" height="18" rx="5" fill="${ink[900]}" fill-opacity=".75"/><text x="268" y="202.5">12,6 cm</text></g>
  </svg>`
  const cut = (
    name: string,
    match: number,
    hair: string,
    style: 'short-crop' | 'short-side-part',
    beard?: 'short' | 'stubble',
  ) => `<div class="card" style="padding:8px;display:flex;gap:10px;align-items:center">
    <div style="width:62px;height:62px;border-radius:10px;overflow:hidden;background:${sand[200]};flex:none"><svg width="62" height="62" viewBox="110 70 180 180">${portraitSvg({ skin: '#B97A55', skinShade: '#9A6040', hair, hairStyle: style, beard, top: '#3A3F47', topStyle: 'crew', lips: '#8E4A3C' })}</svg></div>
    <div class="grow"><div class="b" style="font-size:12.5px">${name}</div><div class="muted" style="font-size:10.5px;margin-top:2px">Combina com rosto oval</div>
    <div style="height:5px;border-radius:3px;background:${ink[100]};margin-top:6px"><div style="width:${match}%;height:100%;border-radius:3px;background:${t}"></div></div></div>
    <b style="font-size:13px;color:${t}">${match}%</b></div>`
  const screen = `<div style="position:absolute;inset:0;display:grid;grid-template-columns:1fr 318px;background:${ink[950]}">
    <div style="position:relative;overflow:hidden">${face}
      <div class="row" style="position:absolute;left:16px;top:14px;gap:8px;color:#fff;font-size:12px"><span style="width:9px;height:9px;border-radius:50%;background:${accent[500]};box-shadow:0 0 0 4px rgba(255,91,53,.3)"></span><b>Análise em tempo real</b></div>
      <div style="position:absolute;left:16px;bottom:16px;right:16px;display:flex;gap:8px">${[
        ['Formato', 'Oval'],
        ['Testa', 'Média'],
        ['Mandíbula', 'Definida'],
        ['Fios', 'Lisos, grossos'],
      ]
        .map(
          ([k, v]) =>
            `<div style="background:rgba(12,23,39,.72);backdrop-filter:blur(6px);border:1px solid rgba(255,255,255,.12);border-radius:10px;padding:7px 10px;color:#fff"><div style="font-size:9.5px;opacity:.65">${k}</div><div class="b" style="font-size:12.5px">${v}</div></div>`,
        )
        .join('')}</div>
    </div>
    <div style="background:#fff;padding:16px;display:flex;flex-direction:column;gap:9px">
      <div class="row" style="gap:8px"><span style="width:28px;height:28px;border-radius:8px;background:${t};display:flex;align-items:center;justify-content:center">${icon('scissors', 15, '#fff')}</span><span class="b" style="font-size:14px">Visagê</span><span class="muted" style="margin-left:auto;font-size:11px">Cliente: Gustavo R.</span></div>
      <div class="b" style="font-size:15px;letter-spacing:-.02em;margin-top:4px">Sugestões para o Gustavo</div>
      ${cut('Degradê médio com topete', 94, '#1E1611', 'short-side-part', 'stubble')}
      ${cut('Social clássico', 88, '#1E1611', 'short-side-part')}
      ${cut('Buzz cut + barba cheia', 81, '#1E1611', 'short-crop', 'short')}
      <div class="row" style="gap:8px;margin-top:auto">${button('Mostrar no espelho', ink[900], '#fff', 'camera')}${button('Salvar', '#fff', ink[800])}</div>
    </div></div>`
  return stage(abs(72, 56, tablet({ width: 896, height: 540, content: screen })), accent[200])
}

export const moreProductCompositions: Composition[] = [
  {
    file: 'products/pauta.png',
    name: 'products/pauta',
    shows:
      'Pauta UI in a browser window: a feed of news headlines from monitored portals, each with a relevance score out of 10, and an AI summary explaining the top score',
    width: W,
    height: H,
    html: pauta(),
  },
  {
    file: 'products/lumi.png',
    name: 'products/lumi',
    shows:
      'Lumi on a tablet and a phone: a fractions exercise with a pizza diagram and the AI tutor chatting with a child; the phone shows the weekly report for parents',
    width: W,
    height: H,
    html: lumi(),
  },
  {
    file: 'products/aluga.png',
    name: 'products/aluga',
    shows:
      'Aluga Fácil UI in a browser window: rent collection table of properties with payment status, yearly received chart and upcoming reminders',
    width: W,
    height: H,
    html: aluga(),
  },
  {
    file: 'products/visage.png',
    name: 'products/visage',
    shows:
      "Visagê on a tablet: an illustrated client's face with face-shape measurement overlay and the suggested haircuts and beards ranked by match",
    width: W,
    height: H,
    html: visage(),
  },
]
