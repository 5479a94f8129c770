/**
 * Illustrated heads-and-shoulders portraits (flat vector, realistic proportions), drawn as SVG on a 400×400 grid.
 * One style for every person on the site; the people are fictional.
 */

export interface PersonLook {
  skin: string
  /** Slightly darker skin for shading (neck, far side of the face). */
  skinShade: string
  hair: string
  hairStyle: 'short-side-part' | 'short-crop' | 'long-wavy' | 'curly-volume' | 'bob' | 'bun'
  beard?: 'stubble' | 'short'
  glasses?: string
  top: string
  topStyle: 'blazer' | 'crew' | 'shirt' | 'turtleneck'
  /** Colour of the shirt under a blazer, or of the collar. */
  inner?: string
  lips: string
  /** Eyebrow thickness factor. */
  brow?: number
}

/** The portrait alone (transparent background); place it in a 400×400 viewBox. */
export function portraitSvg(p: PersonLook): string {
  return `<g>
  ${hairBack(p)}
  ${torso(p)}
  <path d="M176 222 L176 268 C186 284 214 284 224 268 L224 222 Z" fill="${p.skinShade}"/>
  <path d="M176 246 C190 262 210 262 224 246 L224 232 L176 232 Z" fill="#000" opacity=".10"/>
  <ellipse cx="143" cy="168" rx="10" ry="16" fill="${p.skinShade}"/>
  <ellipse cx="257" cy="168" rx="10" ry="16" fill="${p.skinShade}"/>
  <path d="M145 150 C145 104 170 88 200 88 C230 88 255 104 255 150 C255 194 244 222 224 238 C212 248 188 248 176 238 C156 222 145 194 145 150 Z" fill="${p.skin}"/>
  <path d="M236 104 C250 116 255 132 255 150 C255 194 244 222 224 238 C216 244 208 246 200 246 C222 230 240 196 240 150 C240 130 238 116 236 104 Z" fill="${p.skinShade}" opacity=".45"/>
  ${p.beard ? beard(p) : ''}
  ${face(p)}
  ${hairFront(p)}
  ${p.glasses ? glasses(p.glasses) : ''}
</g>`
}

function face(p: PersonLook): string {
  const bw = 4.2 * (p.brow ?? 1)
  return `
  <path d="M164 146 C171 140 181 139 189 142" stroke="${p.hair}" stroke-width="${bw}" fill="none" stroke-linecap="round"/>
  <path d="M211 142 C219 139 229 140 236 146" stroke="${p.hair}" stroke-width="${bw}" fill="none" stroke-linecap="round"/>
  <ellipse cx="177" cy="161" rx="5.2" ry="4" fill="#1B1410"/>
  <ellipse cx="223" cy="161" rx="5.2" ry="4" fill="#1B1410"/>
  <circle cx="178.6" cy="159.6" r="1.3" fill="#fff" opacity=".8"/>
  <circle cx="224.6" cy="159.6" r="1.3" fill="#fff" opacity=".8"/>
  <path d="M203 166 C205 178 208 186 208 190 C206 194 200 195 195 193" stroke="${p.skinShade}" stroke-width="3.2" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M186 209 C194 214 206 214 214 209 C209 217 191 217 186 209 Z" fill="${p.lips}"/>
  <path d="M186 209 C194 212 206 212 214 209" stroke="#5A2E22" stroke-width="1.6" fill="none" stroke-linecap="round" opacity=".55"/>
  <ellipse cx="168" cy="190" rx="10" ry="6" fill="#E07A5F" opacity=".12"/>
  <ellipse cx="232" cy="190" rx="10" ry="6" fill="#E07A5F" opacity=".12"/>`
}

function glasses(color: string): string {
  return `<g fill="none" stroke="${color}" stroke-width="3.4">
  <rect x="158" y="148" width="37" height="27" rx="9"/>
  <rect x="205" y="148" width="37" height="27" rx="9"/>
  <path d="M195 158 C198 155 202 155 205 158M158 156 L147 153M242 156 L253 153"/>
</g>
<g fill="#fff" opacity=".18"><rect x="161" y="151" width="31" height="21" rx="7"/><rect x="208" y="151" width="31" height="21" rx="7"/></g>`
}

function beard(p: PersonLook): string {
  const opacity = p.beard === 'stubble' ? 0.3 : 0.82
  return `<path d="M147 172 C150 205 162 228 178 240 C190 249 210 249 222 240 C238 228 250 205 253 172 C248 190 240 200 228 202 C218 196 182 196 172 202 C160 200 152 190 147 172 Z" fill="${p.hair}" opacity="${opacity}"/>
  <path d="M180 203 C190 198 210 198 220 203 C214 206 186 206 180 203 Z" fill="${p.hair}" opacity="${opacity}"/>
  <path d="M186 209 C194 214 206 214 214 209 C209 217 191 217 186 209 Z" fill="${p.lips}" opacity=".9"/>`
}

function torso(p: PersonLook): string {
  const shoulders = `M44 400 C48 326 92 298 150 288 L176 262 C188 276 212 276 224 262 L250 288 C308 298 352 326 356 400 Z`
  const inner = p.inner ?? '#ffffff'
  switch (p.topStyle) {
    case 'blazer':
      return `<path d="${shoulders}" fill="${p.top}"/>
  <path d="M170 266 L200 330 L230 266 L224 262 C212 276 188 276 176 262 Z" fill="${inner}"/>
  <path d="M176 262 L168 272 L186 300 L200 330 Z" fill="${inner}" opacity=".85"/>
  <path d="M224 262 L232 272 L214 300 L200 330 Z" fill="${inner}" opacity=".85"/>
  <path d="M150 288 L170 268 L200 340 L200 400 L160 400 C166 360 158 320 150 288 Z" fill="#000" opacity=".14"/>
  <path d="M250 288 L230 268 L200 340 L200 400 L240 400 C234 360 242 320 250 288 Z" fill="#000" opacity=".08"/>
  <path d="M120 340 L116 400 M282 340 L286 400" stroke="#000" stroke-opacity=".12" stroke-width="3"/>`
    case 'shirt':
      return `<path d="${shoulders}" fill="${p.top}"/>
  <path d="M176 262 L168 276 L194 298 L200 286 Z M224 262 L232 276 L206 298 L200 286 Z" fill="${inner}"/>
  <path d="M200 290 L200 400" stroke="#000" stroke-opacity=".12" stroke-width="2.5"/>
  <circle cx="200" cy="318" r="2.6" fill="#000" opacity=".2"/><circle cx="200" cy="352" r="2.6" fill="#000" opacity=".2"/>`
    case 'turtleneck':
      return `<path d="${shoulders}" fill="${p.top}"/>
  <path d="M172 252 C184 266 216 266 228 252 L230 280 C214 292 186 292 170 280 Z" fill="${p.top}"/>
  <path d="M172 262 C186 276 214 276 228 262" stroke="#000" stroke-opacity=".15" stroke-width="3" fill="none"/>
  <path d="M170 280 C186 292 214 292 230 280" stroke="#000" stroke-opacity=".12" stroke-width="3" fill="none"/>`
    default:
      return `<path d="${shoulders}" fill="${p.top}"/>
  <path d="M172 266 C184 290 216 290 228 266" stroke="${inner}" stroke-opacity=".35" stroke-width="5" fill="none"/>`
  }
}

function hairBack(p: PersonLook): string {
  switch (p.hairStyle) {
    case 'long-wavy':
      return `<path d="M140 140 C132 90 168 70 202 70 C240 70 270 92 264 150 C262 190 276 220 268 262 C262 292 276 312 262 330 L140 330 C124 310 140 290 134 262 C126 220 142 190 140 140 Z" fill="${p.hair}"/>`
    case 'curly-volume':
      return `<g fill="${p.hair}">${curls(200, 140, 92, 80, 22)}</g>`
    case 'bob':
      return `<path d="M136 150 C130 96 166 74 200 74 C236 74 272 96 264 150 C262 190 272 226 266 250 C250 258 226 256 220 250 L180 250 C174 256 150 258 134 250 C128 226 138 190 136 150 Z" fill="${p.hair}"/>`
    case 'bun':
      return `<circle cx="200" cy="72" r="28" fill="${p.hair}"/>`
    default:
      return ''
  }
}

function hairFront(p: PersonLook): string {
  switch (p.hairStyle) {
    case 'short-side-part':
      return `<path d="M143 160 C138 112 160 82 198 80 C236 78 262 100 258 160 C252 140 250 122 244 112 C226 116 196 112 178 104 C172 114 156 122 150 134 C146 142 145 150 143 160 Z" fill="${p.hair}"/>
  <path d="M178 104 C190 96 214 94 230 100" stroke="#fff" stroke-opacity=".12" stroke-width="4" fill="none" stroke-linecap="round"/>`
    case 'short-crop':
      return `<path d="M144 156 C140 110 164 84 200 84 C236 84 260 110 256 156 C252 136 246 118 236 110 C214 104 186 104 164 110 C154 118 148 136 144 156 Z" fill="${p.hair}"/>`
    case 'long-wavy':
      return `<path d="M145 168 C140 116 166 84 204 84 C238 86 258 110 256 168 C246 140 238 120 226 108 C206 124 176 128 158 124 C152 136 148 150 145 168 Z" fill="${p.hair}"/>
  <path d="M150 200 C142 230 150 250 144 280 M254 200 C262 230 254 250 260 280" stroke="#fff" stroke-opacity=".08" stroke-width="5" fill="none"/>`
    case 'curly-volume':
      return `<g fill="${p.hair}">${curls(200, 104, 64, 26, 16)}</g>`
    case 'bob':
      return `<path d="M144 168 C138 112 164 84 200 84 C238 84 262 112 256 168 C250 140 246 124 238 114 C210 118 186 110 172 100 C160 116 150 136 144 168 Z" fill="${p.hair}"/>
  <path d="M172 100 C196 112 220 116 238 114" stroke="#fff" stroke-opacity=".14" stroke-width="4" fill="none"/>`
    case 'bun':
      return `<path d="M144 160 C140 110 166 84 200 84 C234 84 260 110 256 160 C250 132 240 114 222 106 C206 100 186 102 170 110 C156 120 148 138 144 160 Z" fill="${p.hair}"/>`
  }
}

/** A cloud of overlapping circles (curly hair) around (cx, cy). */
function curls(cx: number, cy: number, rx: number, ry: number, r: number): string {
  let s = `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}"/>`
  const n = Math.round((2 * Math.PI * Math.max(rx, ry)) / (r * 1.1))
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2
    const y = cy + Math.sin(a) * ry
    if (ry > 40 && y > cy + ry * 0.75) continue
    s += `<circle cx="${(cx + Math.cos(a) * rx).toFixed(1)}" cy="${y.toFixed(1)}" r="${r}"/>`
  }
  return s
}

/** The site's people (all fictional). */
export const people = {
  'rafael-monteiro': {
    name: 'Rafael Monteiro',
    role: 'CEO e cofundador',
    look: {
      skin: '#C68A62',
      skinShade: '#A8704C',
      hair: '#2A1B14',
      hairStyle: 'short-side-part',
      beard: 'short',
      top: '#142238',
      topStyle: 'blazer',
      inner: '#F4F1EC',
      lips: '#9E5646',
      brow: 1.15,
    },
  },
  'camila-duarte': {
    name: 'Camila Duarte',
    role: 'CTO e cofundadora',
    look: {
      skin: '#E2B594',
      skinShade: '#C8947A',
      hair: '#3A2418',
      hairStyle: 'long-wavy',
      glasses: '#1B2436',
      top: '#3F6E5E',
      topStyle: 'turtleneck',
      lips: '#B4605A',
    },
  },
  'mariana-costa': {
    name: 'Mariana Costa',
    role: 'Gerente de engenharia, Everpay',
    look: {
      skin: '#8A5637',
      skinShade: '#6E4128',
      hair: '#1D1410',
      hairStyle: 'curly-volume',
      top: '#F3B847',
      topStyle: 'crew',
      inner: '#ffffff',
      lips: '#6B3226',
    },
  },
  'rafael-lima': {
    name: 'Rafael Lima',
    role: 'CTO, Helix Saúde',
    look: {
      skin: '#F0C9AC',
      skinShade: '#D6A98B',
      hair: '#7A5A3E',
      hairStyle: 'short-crop',
      beard: 'stubble',
      glasses: '#33476A',
      top: '#9CC3E4',
      topStyle: 'shirt',
      inner: '#ffffff',
      lips: '#B86A5E',
    },
  },
  'juliana-pereira': {
    name: 'Juliana Pereira',
    role: 'Diretora de tecnologia, Lumina Varejo',
    look: {
      skin: '#D29C74',
      skinShade: '#B27E5A',
      hair: '#5B3A24',
      hairStyle: 'bob',
      top: '#1F3150',
      topStyle: 'blazer',
      inner: '#FFC9B8',
      lips: '#A4544A',
    },
  },
} satisfies Record<string, { name: string; role: string; look: PersonLook }>

export type PersonSlug = keyof typeof people
