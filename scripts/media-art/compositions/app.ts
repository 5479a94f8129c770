/** A SaaS app shell (sidebar + top bar) shared by the product and case-study renders. */
import { type IconName, avatar, icon, productMark } from '../kit'
import { accent, ink } from '../palette'

export interface AppShellOptions {
  name: string
  letter: string
  tint: string
  nav: [IconName, string, string?][]
  active: number
  title: string
  subtitle?: string
  actions?: string
  body: string
  user: [string, string]
  dark?: boolean
  width?: number
}

export function appShell(o: AppShellOptions): string {
  const dark = o.dark ?? false
  const sideBg = dark ? ink[900] : '#FBFBFC'
  const sideFg = dark ? ink[300] : ink[600]
  return `<div style="position:absolute;inset:0;display:flex;background:#fff">
  <aside style="width:${o.width ?? 188}px;flex:none;background:${sideBg};border-right:1px solid ${dark ? ink[800] : ink[100]};padding:16px 12px;display:flex;flex-direction:column;gap:3px;color:${sideFg}">
    <div class="row" style="gap:9px;padding:2px 6px 16px">${productMark(o.letter, o.tint, 26)}<span class="b" style="font-size:15px;letter-spacing:-.02em;color:${dark ? '#fff' : ink[900]}">${o.name}</span></div>
    ${o.nav
      .map(([ic, label, badge], i) => {
        const on = i === o.active
        const bg = on ? (dark ? ink[800] : ink[100]) : 'transparent'
        const fg = on ? (dark ? '#fff' : ink[900]) : sideFg
        return `<div class="row" style="gap:10px;padding:7px 8px;border-radius:7px;background:${bg};color:${fg};font-size:12.5px;${on ? 'font-weight:700' : ''}">${icon(ic, 15, on ? o.tint : 'currentColor')}<span class="grow">${label}</span>${badge ? `<span class="pill" style="background:${on ? o.tint : dark ? ink[700] : ink[100]};color:${on ? '#fff' : 'inherit'};padding:1px 6px">${badge}</span>` : ''}</div>`
      })
      .join('')}
    <div style="flex:1"></div>
    <div class="row" style="gap:9px;padding:10px 6px 0;border-top:1px solid ${dark ? ink[800] : ink[100]}">${avatar(
      o.user[0]
        .split(' ')
        .map((w) => w[0])
        .join('')
        .slice(0, 2),
      accent[400],
      28,
    )}<div class="col" style="min-width:0"><span class="b ellipsis" style="font-size:12px;color:${dark ? '#fff' : ink[900]}">${o.user[0]}</span><span class="ellipsis" style="font-size:10.5px">${o.user[1]}</span></div></div>
  </aside>
  <main style="flex:1;min-width:0;display:flex;flex-direction:column;background:${ink[50]}">
    <header class="row" style="height:58px;flex:none;padding:0 22px;gap:14px;background:#fff;border-bottom:1px solid ${ink[100]}">
      <div class="col grow"><span class="b" style="font-size:16px;letter-spacing:-.02em">${o.title}</span>${o.subtitle ? `<span class="muted" style="font-size:11px">${o.subtitle}</span>` : ''}</div>
      <div class="row" style="gap:8px;width:220px;height:30px;border-radius:8px;background:${ink[50]};border:1px solid ${ink[100]};padding:0 10px;color:${ink[400]};font-size:11.5px">${icon('search', 13)}<span>Buscar…</span><span class="mono" style="margin-left:auto;font-size:10px;border:1px solid ${ink[200]};border-radius:4px;padding:0 4px">⌘K</span></div>
      <span style="color:${ink[500]};position:relative">${icon('bell', 17)}<span style="position:absolute;top:-1px;right:-1px;width:7px;height:7px;border-radius:50%;background:${accent[500]};border:1.5px solid #fff"></span></span>
      ${o.actions ?? ''}
    </header>
    <div style="flex:1;min-height:0;position:relative">${o.body}</div>
  </main>
</div>`
}

export function button(label: string, bg: string, fg = '#fff', ic?: IconName): string {
  return `<span class="row" style="width:fit-content;gap:6px;height:30px;padding:0 12px;border-radius:8px;background:${bg};color:${fg};font-size:12px;font-weight:700;white-space:nowrap;${bg === '#fff' ? `border:1px solid ${ink[200]}` : ''}">${ic ? icon(ic, 13) : ''}${label}</span>`
}

export function kpi(label: string, value: string, delta: string, up: boolean, extra = ''): string {
  return `<div class="card" style="padding:13px 14px;flex:1;min-width:0">
  <div class="muted" style="font-size:11px">${label}</div>
  <div class="row" style="gap:8px;margin-top:6px"><span class="b" style="font-size:20px;letter-spacing:-.03em">${value}</span>
  <span class="pill" style="background:${up ? '#E2F5EC' : '#FDE6E3'};color:${up ? '#1E9E6A' : '#D2453A'};padding:1px 6px">${up ? '▲' : '▼'} ${delta}</span></div>${extra}
</div>`
}
