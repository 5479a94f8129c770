/** Pauta, Lumi, Aluga Fácil and Visagê UI renders. */
import { t } from '@lingui/core/macro'
import { type Composition, avatar, barChart, icon, phone } from '../kit'
import { accent, ink, productTint, sand, status, support } from '../palette'
import { portraitSvg } from '../portrait'
import { H, SCALE, W, abs, appWindow, chip, rail, stage, tile } from './products'

/* ---------------------------------------------------------------- Pauta */

type Level = 'high' | 'mid' | 'low'

/** A headline's relevance score out of 10, coloured by level. */
function scoreBadge(score: string, level: Level, size = 36): string {
  const c = level === 'high' ? accent[500] : level === 'mid' ? support.amber : ink[300]
  return `<span style="width:${size}px;height:${size}px;border-radius:${size / 4}px;background:${c};color:${level === 'low' ? ink[800] : '#fff'};display:flex;flex-direction:column;align-items:center;justify-content:center;flex:none;line-height:1"><b style="font-size:${size * 0.4}px;letter-spacing:-.03em">${score}</b><span style="font-size:${Math.max(size * 0.2, 11)}px;opacity:.85;margin-top:2px">/10</span></span>`
}

function pauta(): string {
  const tint = productTint.pauta
  const headlines: [string, string, string, string, Level][] = [
    [t`9,2`, t`Governo de SP conclui a privatização da Sabesp`, 'Jornal do Comércio', t`há 12 min`, 'high'],
    [t`8,4`, t`Banco Central anuncia novas regras do Pix para empresas`, 'Portal Economia Hoje', t`há 38 min`, 'high'],
    [t`6,7`, t`Contratos de infraestrutura sobem 4,2% no trimestre`, 'Revista Obra & Cidade', t`há 1 h`, 'mid'],
  ]
  const feed = headlines
    .map(
      ([score, title, source, when, level], i) =>
        `<div class="card row" style="gap:10px;padding:9px 10px;align-items:flex-start;${i === 0 ? `border-color:${accent[200]};box-shadow:0 0 0 1.5px ${accent[200]}` : ''}">
      ${scoreBadge(score, level)}
      <div class="grow"><div class="b" style="font-size:12px;line-height:1.3;letter-spacing:-.01em">${title}</div>
      <div class="row" style="gap:5px;margin-top:4px;font-size:11px;color:${ink[500]};white-space:nowrap"><span class="ellipsis">${source}</span><span>·</span><span>${when}</span></div></div></div>`,
    )
    .join('')
  const reasons: [string, number][] = [
    [t`Impacto no setor`, 0.95],
    [t`Urgência`, 0.8],
    [t`Proximidade do negócio`, 0.9],
  ]
  const main = `<div class="col grow" style="gap:8px;padding:10px 12px;background:${ink[50]}">
    <div class="row" style="gap:8px;margin-bottom:2px"><span class="b" style="font-size:14px;letter-spacing:-.02em;white-space:nowrap">${t`Notícias de hoje`}</span><span class="muted ellipsis" style="margin-left:auto;font-size:11px">${t`86 portais · 09:42`}</span></div>
    ${feed}</div>`
  const summary = `<div style="width:212px;flex:none;background:#fff;border-left:1px solid ${ink[100]};padding:11px 12px;display:flex;flex-direction:column;gap:8px">
    <div class="row" style="gap:7px">${tile('sparkle', accent[50], accent[500], 24)}<span class="b grow ellipsis" style="font-size:12.5px">${t`Resumo da IA`}</span></div>
    <div style="font-size:11.5px;line-height:1.42;color:${ink[700]}"><b style="color:${ink[900]}">${t`Privatização da Sabesp: o que muda`}</b><div style="margin-top:3px">${t`Metas de saneamento antecipadas: mais obras e monitoramento de redes, a sua área.`}</div></div>
    <div class="card" style="padding:7px 10px 9px"><div class="b" style="font-size:11.5px">${t`Por que 9,2`}</div>${reasons
      .map(
        ([label, v]) =>
          `<div style="font-size:11px;margin:4px 0 3px">${label}</div><div style="height:6px;border-radius:3px;background:${ink[100]}"><div style="width:${v * 100}%;height:100%;border-radius:3px;background:${accent[500]}"></div></div>`,
      )
      .join('')}</div>
    <div style="flex:1"></div>
    ${chip(t`Enviar ao time`, ink[900], '#fff', 'send')}
  </div>`
  const app = `<div style="position:absolute;inset:0;display:flex">
    ${rail({ letter: 'P', tint, icons: ['news', 'star', 'globe', 'filter', 'send', 'settings'], badge: 0, user: 'CA', dark: false, on: ink[900] })}
    ${main}${summary}</div>`
  return stage(appWindow('app.pauta.example', app))
}

/* ---------------------------------------------------------------- Lumi */

/** A tablet in landscape with a thin bezel (the product pictures' size). */
function slate(width: number, height: number, content: string, bezel = 10): string {
  return `<div style="width:${width}px;height:${height}px;border-radius:${bezel * 2.2}px;background:${ink[950]};padding:${bezel}px;box-shadow:0 0 0 1.5px ${ink[700]} inset,0 30px 60px -22px rgba(7,14,26,.5)">
  <div style="width:100%;height:100%;border-radius:${bezel * 1.1}px;overflow:hidden;background:#fff;position:relative">${content}</div>
</div>`
}

function lumi(): string {
  const tint = productTint.lumi
  const pizza = (filled: number, total: number, size: number) => {
    const r = size / 2 - 3
    const c = size / 2
    let s = ''
    for (let i = 0; i < total; i++) {
      const a0 = (i / total) * Math.PI * 2 - Math.PI / 2
      const a1 = ((i + 1) / total) * Math.PI * 2 - Math.PI / 2
      s += `<path d="M${c} ${c} L${c + r * Math.cos(a0)} ${c + r * Math.sin(a0)} A${r} ${r} 0 0 1 ${c + r * Math.cos(a1)} ${c + r * Math.sin(a1)} Z" fill="${i < filled ? accent[400] : sand[100]}" stroke="${ink[900]}" stroke-width="2" stroke-linejoin="round"/>`
    }
    return `<svg width="${size}" height="${size}">${s}</svg>`
  }
  const lumiBubble = (text: string) =>
    `<div class="nb" style="background:${sand[100]};border-radius:12px 12px 12px 3px;padding:6px 9px;font-size:11.5px;line-height:1.38">${text}</div>`
  const screen = `<div style="position:absolute;inset:0;background:${sand[50]};display:flex">
    <div class="grow" style="padding:12px 14px;display:flex;flex-direction:column;gap:9px">
      <div class="row" style="gap:8px"><span style="width:26px;height:26px;border-radius:8px;background:${tint};display:flex;align-items:center;justify-content:center;font-weight:700;color:${ink[900]};font-size:14px;flex:none">L</span>
      <span class="pill" style="background:${accent[100]};color:${accent[700]};padding:3px 9px">${t`Frações`}</span>
      <span class="row" style="margin-left:auto;gap:2px">${[0, 1, 2, 3, 4].map((i) => icon('star', 13, i < 4 ? tint : ink[200])).join('')}</span></div>
      <div style="height:6px;flex:none;border-radius:3px;background:${sand[200]}"><div style="width:64%;height:100%;border-radius:3px;background:${tint}"></div></div>
      <div class="b" style="font-size:16px;letter-spacing:-.02em;line-height:1.25">${t`Que fração da pizza a Bia já comeu?`}</div>
      <div class="row" style="gap:14px">${pizza(3, 8, 88)}
        <div class="col grow" style="gap:7px">${['3/8', '5/8', '3/5'].map((o, i) => `<span style="height:32px;border-radius:10px;border:2px solid ${i === 0 ? support.sageDark : ink[200]};background:${i === 0 ? '#E6F1EC' : '#fff'};display:flex;align-items:center;padding:0 11px;gap:8px;font-size:15px;font-weight:700">${o}${i === 0 ? `<span style="margin-left:auto">${icon('check', 15, support.sageDark, 3)}</span>` : ''}</span>`).join('')}</div></div>
      <div style="flex:1"></div>
      <div class="row" style="gap:8px">${chip(t`Pedir dica`, '#fff', ink[800], 'sparkle')}<span style="margin-left:auto;width:28px;height:28px;border-radius:7px;background:${ink[900]};display:flex;align-items:center;justify-content:center;flex:none">${icon('chevronRight', 15, '#fff', 2.4)}</span></div>
    </div>
    <div style="width:164px;flex:none;background:#fff;border-left:1px solid ${sand[200]};padding:12px 10px 10px;display:flex;flex-direction:column;gap:7px">
      <div class="row" style="gap:7px"><span style="width:24px;height:24px;border-radius:50%;background:${tint};display:flex;align-items:center;justify-content:center;flex:none">${icon('sparkle', 13, ink[900])}</span><span class="b" style="font-size:12px">${t`Lumi, sua tutora`}</span></div>
      ${lumiBubble(t`Isso mesmo, Théo! São <b>8 pedaços</b> e a Bia comeu <b>3</b>.`)}
      <div style="align-self:flex-end;max-width:90%;background:${ink[900]};color:#fff;border-radius:12px 12px 3px 12px;padding:6px 9px;font-size:11.5px;line-height:1.38">${t`E se ela comer mais um?`}</div>
      ${lumiBubble(`${t`Conta comigo:`}<div class="b" style="margin-top:4px;width:fit-content;padding:2px 8px;border-radius:6px;background:#fff;white-space:nowrap;font-size:12px">3/8 + 1/8 = ?</div>`)}
      <div style="flex:1"></div>
      <div class="row" style="gap:6px;height:30px;padding:0 9px;border-radius:10px;border:1px solid ${sand[300]};color:${ink[400]};font-size:11.5px"><span class="grow ellipsis">${t`Escreva ou fale…`}</span>${icon('mic', 14, accent[500])}</div>
    </div></div>`
  const themes: [string, number, string, string][] = [
    [t`Frações`, 0.78, support.sageDark, t`78%`],
    [t`Tabuada do 7`, 0.42, accent[500], t`42%`],
  ]
  const report = `<div style="padding:2px 10px 0;display:flex;flex-direction:column;gap:6px;font-size:11px;background:${sand[50]};height:100%">
    <div class="b" style="font-size:13px;letter-spacing:-.01em;line-height:1.2">${t`Relatório semanal`}</div>
    <div class="row" style="gap:7px">${avatar('T', support.skyDark, 30)}<div class="col" style="min-width:0"><b class="ellipsis" style="font-size:11.5px">${t`Théo, 9 anos`}</b><span class="muted ellipsis">${t`5 sessões`}</span></div></div>
    <div class="card" style="padding:7px 8px"><div class="muted">${t`Tempo de estudo`}</div><div class="b" style="font-size:16px;letter-spacing:-.02em">${t`2 h 40 min`}</div>${barChart({ values: [20, 35, 0, 40, 25, 40, 0], width: 100, height: 20, color: sand[300], highlight: 5, highlightColor: tint })}</div>
    <div class="card" style="padding:6px 8px 8px">${themes
      .map(
        ([label, v, c, pct]) =>
          `<div class="row" style="justify-content:space-between;gap:4px;margin-top:3px"><span class="ellipsis">${label}</span><b>${pct}</b></div><div style="height:5px;border-radius:3px;background:${ink[100]};margin-top:3px"><div style="width:${v * 100}%;height:100%;border-radius:3px;background:${c}"></div></div>`,
      )
      .join('')}</div>
    <div style="background:#FFF3D6;border-radius:9px;padding:6px 8px;line-height:1.35;display:flex;gap:5px;align-items:flex-start"><span style="flex:none;margin-top:1px">${icon('sparkle', 12, support.amberDark)}</span><span>${t`Sugestão: 10 min de tabuada por dia.`}</span></div>
  </div>`
  return stage(
    abs(12, 32, slate(404, 292, screen)) +
      abs(408, 18, phone({ width: 148, height: 328, content: report, statusBg: sand[50] }), 2),
    '#FBE3B0',
  )
}

/* ---------------------------------------------------------------- Aluga Fácil */

function aluga(): string {
  const tint = productTint.aluga
  const rows: [string, string, string, 'ok' | 'warn' | 'danger' | 'info', string][] = [
    ['R. Augusta, 1508', 'Bruna Carvalho', t`R$ 3.200`, 'ok', t`Pago`],
    ['R. Oscar Freire, 88', 'Café Grão Nobre', t`R$ 8.900`, 'warn', t`Vence em 2 dias`],
    ['R. Harmonia, 210', 'Renata e Paulo Sá', t`R$ 4.100`, 'danger', t`Atrasado 7 dias`],
    ['Av. Pompeia, 1320', 'Thiago Moreira', t`R$ 2.380`, 'ok', t`Pago`],
  ]
  const table = `<div class="card grow" style="overflow:hidden;align-self:flex-start">
    <div class="row" style="padding:9px 12px;gap:8px"><span class="b" style="font-size:12.5px;white-space:nowrap">${t`Dezembro`}</span><span class="muted ellipsis" style="margin-left:auto;font-size:11px">${t`24 imóveis`}</span></div>
    ${rows
      .map(
        ([address, tenant, rent, level, label]) =>
          `<div class="row" style="gap:9px;padding:7px 12px;border-top:1px solid ${ink[100]}"><span style="width:28px;height:28px;border-radius:8px;background:${ink[50]};display:flex;align-items:center;justify-content:center;flex:none">${icon('building', 14, ink[500])}</span>
        <div class="grow"><div class="b ellipsis" style="font-size:12px">${address}</div><div class="muted ellipsis" style="font-size:11px">${tenant}</div></div>
        <div class="col" style="align-items:flex-end;gap:2px;flex:none"><span class="b" style="font-size:12px;white-space:nowrap">${rent}</span><span class="pill" style="background:${status[`${level}Bg`]};color:${status[level]};padding:1px 7px">${label}</span></div></div>`,
      )
      .join('')}
  </div>`
  const reminders: [Parameters<typeof icon>[0], string, string][] = [
    ['calendar', t`Reajuste IGP-M`, t`Al. Santos · 2 jan`],
    ['file', t`Renovar contrato`, t`R. Augusta · 30 dez`],
  ]
  const side = `<div class="col" style="width:170px;flex:none;gap:10px">
    <div class="card" style="padding:9px 11px 10px"><div class="muted" style="font-size:11px">${t`Recebido em 2024`}</div><div class="b" style="font-size:18px;letter-spacing:-.03em;margin:1px 0 6px;white-space:nowrap">${t`R$ 712.480`}</div>${barChart({ values: [52, 55, 54, 58, 57, 60, 61, 60, 63, 64, 66, 41], width: 146, height: 30, color: '#CFE0D7', highlight: 11, highlightColor: tint, radius: 2 })}</div>
    <div class="card" style="padding:9px 11px 4px"><div class="b" style="font-size:12px;margin-bottom:3px">${t`Lembretes`}</div>${reminders
      .map(
        ([ic, label, when]) =>
          `<div class="row" style="gap:8px;padding:4px 0 5px;align-items:flex-start;border-top:1px solid ${ink[100]}"><span style="margin-top:1px;flex:none">${icon(ic, 14, tint)}</span><div class="col" style="min-width:0"><span style="font-size:11.5px;line-height:1.3">${label}</span><span class="muted" style="font-size:11px">${when}</span></div></div>`,
      )
      .join('')}</div>
  </div>`
  const main = `<div class="col grow" style="background:${ink[50]}">
    <div class="row" style="height:50px;flex:none;gap:10px;padding:0 12px 0 14px;background:#fff;border-bottom:1px solid ${ink[100]}"><div class="col grow"><span class="b" style="font-size:15px;letter-spacing:-.02em">${t`Cobranças`}</span><span class="muted ellipsis" style="font-size:11px">${t`Boletos e Pix enviados automaticamente`}</span></div>${chip(t`Nova cobrança`, tint, '#fff', 'plus')}</div>
    <div class="row grow" style="gap:10px;padding:10px 12px;align-items:flex-start">${table}${side}</div></div>`
  const app = `<div style="position:absolute;inset:0;display:flex">
    ${rail({ letter: 'A', tint, icons: ['card', 'home', 'building', 'file', 'key', 'tool'], badge: 0, user: 'HQ', dark: false })}
    ${main}</div>`
  return stage(appWindow('app.alugafacil.example', app), '#D6E6DD')
}

/* ---------------------------------------------------------------- Visagê */

function visage(): string {
  const tint = productTint.visage
  const face = `<svg style="position:absolute;inset:0" width="100%" height="100%" viewBox="30 40 340 340" preserveAspectRatio="xMidYMid slice">
    <defs><radialGradient id="vg" cx=".5" cy=".35" r=".7"><stop offset="0" stop-color="#4A5870"/><stop offset="1" stop-color="#1A2232"/></radialGradient></defs>
    <rect x="0" y="0" width="400" height="400" fill="url(#vg)"/>
    ${portraitSvg({ skin: '#B97A55', skinShade: '#9A6040', hair: '#1E1611', hairStyle: 'short-crop', beard: 'stubble', top: '#3A3F47', topStyle: 'crew', inner: '#ffffff', lips: '#8E4A3C' })}
    <g fill="none" stroke="${accent[400]}" stroke-width="1.8" opacity=".95">
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
      [200, 190],
      [176, 238],
      [224, 238],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3.6" stroke="${accent[500]}" stroke-width="1.6"/>`)
      .join('')}</g>
    <g font-family="Liberation Sans" font-size="13.5" font-weight="700" fill="#fff"><rect x="263" y="138" width="70" height="24" rx="6" fill="${accent[500]}"/><text x="298" y="155" text-anchor="middle">${t`14,2 cm`}</text><rect x="258" y="188" width="70" height="24" rx="6" fill="${ink[900]}" fill-opacity=".8"/><text x="293" y="205" text-anchor="middle">${t`12,6 cm`}</text></g>
  </svg>`
  const cut = (
    name: string,
    match: number,
    pct: string,
    style: 'short-crop' | 'short-side-part',
    beard?: 'short' | 'stubble',
  ) => `<div class="card" style="padding:5px 9px 5px 5px;display:flex;gap:9px;align-items:center">
    <div style="width:40px;height:40px;border-radius:7px;overflow:hidden;background:${sand[200]};flex:none"><svg width="40" height="40" viewBox="110 70 180 180">${portraitSvg({ skin: '#B97A55', skinShade: '#9A6040', hair: '#1E1611', hairStyle: style, beard, top: '#3A3F47', topStyle: 'crew', lips: '#8E4A3C' })}</svg></div>
    <div class="grow"><div class="b ellipsis" style="font-size:12px">${name}</div>
    <div class="row" style="gap:8px;margin-top:3px"><div class="grow" style="height:4px;border-radius:2px;background:${ink[100]}"><div style="width:${match}%;height:100%;border-radius:2px;background:${tint}"></div></div><b style="font-size:11.5px;color:${tint};white-space:nowrap">${pct}</b></div></div></div>`
  const traits: [string, string][] = [
    [t`Formato`, t`Oval`],
    [t`Mandíbula`, t`Definida`],
    [t`Fios`, t`Lisos`],
  ]
  const screen = `<div style="position:absolute;inset:0;display:flex;background:${ink[950]}">
    <div class="grow" style="position:relative;overflow:hidden">${face}
      <div class="row" style="position:absolute;left:12px;top:11px;gap:7px;color:#fff;font-size:11.5px;padding:4px 9px 4px 7px;border-radius:99px;background:rgba(12,23,39,.6)"><span style="width:8px;height:8px;border-radius:50%;background:${accent[500]};box-shadow:0 0 0 3px rgba(255,91,53,.3)"></span><b>${t`Análise em tempo real`}</b></div>
      <div style="position:absolute;left:12px;bottom:12px;right:12px;display:flex;gap:6px">${traits
        .map(
          ([k, v]) =>
            `<div style="background:rgba(12,23,39,.75);border:1px solid rgba(255,255,255,.14);border-radius:8px;padding:5px 8px;color:#fff;min-width:0"><div style="font-size:11px;opacity:.7;white-space:nowrap">${k}</div><div class="b" style="font-size:12px;white-space:nowrap">${v}</div></div>`,
        )
        .join('')}</div>
    </div>
    <div style="width:236px;flex:none;background:#fff;padding:11px 12px;display:flex;flex-direction:column;gap:7px">
      <div class="row" style="gap:7px">${tile('scissors', tint, '#fff', 24)}<span class="b" style="font-size:13.5px">Visagê</span><span class="muted ellipsis" style="margin-left:auto;font-size:11px">Gustavo R.</span></div>
      <div class="b" style="font-size:14px;letter-spacing:-.02em;margin-top:2px">${t`Sugestões para o Gustavo`}</div>
      ${cut(t`Degradê com topete`, 94, t`94%`, 'short-side-part', 'stubble')}
      ${cut(t`Social clássico`, 88, t`88%`, 'short-side-part')}
      ${cut(t`Buzz cut + barba cheia`, 81, t`81%`, 'short-crop', 'short')}
      <div style="flex:1"></div>
      <div class="row" style="gap:7px">${chip(t`Mostrar no espelho`, ink[900], '#fff', 'camera')}<span style="width:28px;height:28px;border-radius:7px;border:1px solid ${ink[200]};display:flex;align-items:center;justify-content:center;color:${ink[700]};flex:none">${icon('star', 14)}</span></div>
    </div></div>`
  return stage(abs(22, 16, slate(524, 323, screen)), accent[200])
}

export const moreProductCompositions: Composition[] = [
  {
    file: 'products/pauta.png',
    name: 'products/pauta',
    shows:
      'Pauta UI in a browser window: a feed of news headlines from monitored portals, each with a relevance score out of 10, and an AI summary explaining the top score',
    width: W,
    height: H,
    scale: SCALE,
    html: pauta,
  },
  {
    file: 'products/lumi.png',
    name: 'products/lumi',
    shows:
      'Lumi on a tablet and a phone: a fractions exercise with a pizza diagram and the AI tutor chatting with a child; the phone shows the weekly report for parents',
    width: W,
    height: H,
    scale: SCALE,
    html: lumi,
  },
  {
    file: 'products/aluga.png',
    name: 'products/aluga',
    shows:
      'Aluga Fácil UI in a browser window: rent collection table of properties with payment status, yearly received chart and upcoming reminders',
    width: W,
    height: H,
    scale: SCALE,
    html: aluga,
  },
  {
    file: 'products/visage.png',
    name: 'products/visage',
    shows:
      "Visagê on a tablet: an illustrated client's face with face-shape measurement overlay and the suggested haircuts and beards ranked by match",
    width: W,
    height: H,
    scale: SCALE,
    html: visage,
  },
]
