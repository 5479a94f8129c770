/** Editorial cover art for the news and AI-news pages: flat geometric illustration, one style for all. */
import { type Composition, dotGrid, page } from '../kit'
import { accent, ink, sand, support } from '../palette'
import { portraitTile } from './people'

export const CW = 1040
export const CH = 585

/** The cover frame: background colour, a quiet dot grid and the illustration. */
export function cover(bg: string, art: string, dots: string = ink[900]): string {
  return page(
    CW,
    CH,
    '',
    `<svg width="${CW}" height="${CH}" viewBox="0 0 ${CW} ${CH}" font-family="Liberation Sans">
  <rect width="${CW}" height="${CH}" fill="${bg}"/>
  <g fill="${dots}" opacity=".12">${dotGrid(44, 44, 8, 5, 18, 2)}${dotGrid(870, 440, 8, 5, 18, 2)}</g>
  ${art}
</svg>`,
  )
}

const lines = (x: number, y: number, widths: number[], color: string, h = 8, gap = 16) =>
  widths
    .map((w, i) => `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${h}" rx="${h / 2}" fill="${color}"/>`)
    .join('')

/** Person tile clipped to a circle, as an <image>-free nested svg. */
const personCircle = (slug: Parameters<typeof portraitTile>[0], cx: number, cy: number, r: number, ring: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r + 10}" fill="${ring}"/>
  <foreignObject x="${cx - r}" y="${cy - r}" width="${r * 2}" height="${r * 2}"><div xmlns="http://www.w3.org/1999/xhtml" style="width:${r * 2}px;height:${r * 2}px;border-radius:50%;overflow:hidden">${portraitTile(slug, r * 2)}</div></foreignObject>`

function iaNoDiaADia(): string {
  return cover(
    sand[100],
    `<circle cx="520" cy="300" r="250" fill="none" stroke="${ink[900]}" stroke-opacity=".14" stroke-width="2" stroke-dasharray="3 9"/>
  <circle cx="520" cy="300" r="170" fill="none" stroke="${ink[900]}" stroke-opacity=".14" stroke-width="2"/>
  <circle cx="520" cy="300" r="96" fill="${accent[500]}"/>
  <path d="M520 246 l13 38 38 13 -38 13 -13 38 -13 -38 -38 -13 38 -13z" fill="#fff"/>
  <path d="M566 236 l5 14 14 5 -14 5 -5 14 -5 -14 -14 -5 14 -5z" fill="#fff" opacity=".8"/>
  <!-- phone with chat -->
  <g transform="translate(170 150) rotate(-8)">
    <rect width="170" height="300" rx="28" fill="${ink[900]}"/><rect x="10" y="10" width="150" height="280" rx="20" fill="#fff"/>
    <rect x="24" y="40" width="96" height="30" rx="12" fill="${sand[200]}"/><rect x="50" y="82" width="96" height="44" rx="12" fill="${ink[800]}"/>
    <rect x="24" y="138" width="80" height="30" rx="12" fill="${sand[200]}"/><rect x="66" y="180" width="80" height="30" rx="12" fill="${accent[500]}"/>
    <rect x="24" y="250" width="122" height="24" rx="12" fill="${ink[100]}"/>
  </g>
  <!-- map with route -->
  <g transform="translate(690 90) rotate(6)">
    <rect width="220" height="160" rx="20" fill="#fff"/>
    <path d="M0 60 H220 M0 120 H220 M70 0 V160 M150 0 V160" stroke="${sand[200]}" stroke-width="10"/>
    <path d="M30 130 C70 130 70 60 110 60 S170 30 190 30" fill="none" stroke="${accent[500]}" stroke-width="6" stroke-linecap="round" stroke-dasharray="1 12"/>
    <circle cx="30" cy="130" r="9" fill="${ink[900]}"/><path d="M190 8 c-12 0 -20 9 -20 19 c0 14 20 31 20 31 s20 -17 20 -31 c0 -10 -8 -19 -20 -19z" fill="${accent[500]}"/><circle cx="190" cy="27" r="7" fill="#fff"/>
  </g>
  <!-- series / play -->
  <g transform="translate(700 330) rotate(-4)">
    <rect width="230" height="150" rx="20" fill="${ink[900]}"/>
    <rect x="16" y="16" width="60" height="84" rx="8" fill="${support.sky}"/><rect x="86" y="16" width="60" height="84" rx="8" fill="${accent[400]}"/><rect x="156" y="16" width="58" height="84" rx="8" fill="${support.amber}"/>
    <circle cx="116" cy="58" r="20" fill="#fff"/><path d="M110 47 v22 l18 -11z" fill="${ink[900]}"/>
    ${lines(16, 114, [120, 80], ink[600], 8, 16)}
  </g>
  <!-- connectors -->
  <g stroke="${ink[900]}" stroke-width="2.5" fill="none" stroke-dasharray="2 8" stroke-linecap="round"><path d="M345 260 C400 250 420 290 430 300"/><path d="M610 270 C650 220 670 200 700 190"/><path d="M610 330 C650 380 670 390 700 395"/></g>
  <g fill="${accent[500]}"><circle cx="345" cy="260" r="6"/><circle cx="700" cy="190" r="6"/><circle cx="700" cy="395" r="6"/></g>`,
  )
}

function courserians(): string {
  return cover(
    ink[900],
    `<circle cx="760" cy="290" r="230" fill="${ink[800]}"/>
  ${personCircle('rafael-monteiro', 760, 270, 150, accent[500])}
  <!-- laptop with code -->
  <g transform="translate(110 300)">
    <rect width="280" height="176" rx="14" fill="${ink[700]}"/><rect x="12" y="12" width="256" height="152" rx="6" fill="${ink[950]}"/>
    ${lines(30, 34, [70, 130, 100, 160, 90, 120], support.sky, 7, 20)}
    <g fill="${accent[400]}">${[0, 2, 4].map((i) => `<rect x="30" y="${34 + i * 20}" width="30" height="7" rx="3.5"/>`).join('')}</g>
    <path d="M-24 176 H304 L288 196 H-8 Z" fill="${ink[600]}"/>
  </g>
  <!-- rising steps from study to company -->
  <g>
    <rect x="420" y="420" width="60" height="56" rx="6" fill="${sand[200]}"/>
    <rect x="480" y="370" width="60" height="106" rx="6" fill="${sand[300]}"/>
    <rect x="540" y="320" width="60" height="156" rx="6" fill="${accent[400]}"/>
  </g>
  <!-- graduation cap on first step -->
  <g transform="translate(450 388)"><path d="M-34 0 L0 -16 L34 0 L0 16 Z" fill="${ink[950]}"/><path d="M-18 8 V20 C-8 28 8 28 18 20 V8 L0 16 Z" fill="${ink[950]}"/><path d="M28 3 V20" stroke="${support.amber}" stroke-width="3"/><circle cx="28" cy="22" r="4" fill="${support.amber}"/></g>
  <!-- code brackets on second step -->
  <g transform="translate(510 340)" fill="none" stroke="${ink[900]}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"><path d="M-8 -12 L-20 0 L-8 12 M8 -12 L20 0 L8 12"/></g>
  <!-- building on third step -->
  <g transform="translate(570 258)"><rect x="-20" y="0" width="40" height="62" fill="#fff"/><g fill="${ink[900]}">${[0, 1, 2, 3].map((r) => `<rect x="-12" y="${8 + r * 13}" width="8" height="7"/><rect x="4" y="${8 + r * 13}" width="8" height="7"/>`).join('')}</g></g>
  <path d="M130 170 C260 120 380 200 520 150" fill="none" stroke="${accent[500]}" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>
  <circle cx="130" cy="170" r="7" fill="${accent[500]}"/>`,
    '#fff',
  )
}

function superandoBarreiras(): string {
  const bricks: string[] = []
  for (let r = 0; r < 7; r++)
    for (let c = 0; c < 5; c++) {
      const x = 120 + c * 72 + (r % 2 ? 36 : 0)
      const y = 120 + r * 48
      const gap = (r === 3 || r === 4) && (c === 2 || c === 3)
      if (!gap && x < 470)
        bricks.push(`<rect x="${x}" y="${y}" width="66" height="42" rx="5" fill="${r % 2 ? sand[300] : sand[200]}"/>`)
    }
  return cover(
    sand[100],
    `<rect x="560" y="0" width="480" height="585" fill="${accent[500]}"/>
  <circle cx="780" cy="290" r="200" fill="${accent[400]}"/>
  ${bricks.join('')}
  <rect x="120" y="452" width="360" height="8" rx="4" fill="${ink[900]}" opacity=".15"/>
  <g transform="translate(372 300) rotate(-24)"><rect x="0" y="0" width="40" height="26" rx="4" fill="${sand[300]}"/></g>
  <g transform="translate(470 380) rotate(18)"><rect x="0" y="0" width="54" height="34" rx="4" fill="${sand[200]}"/></g>
  <path d="M60 420 C180 420 250 330 300 290 S420 200 600 230" fill="none" stroke="${ink[900]}" stroke-width="5" stroke-linecap="round"/>
  <path d="M586 214 L612 232 L588 252" fill="none" stroke="${ink[900]}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="60" cy="420" r="10" fill="${ink[900]}"/>
  ${personCircle('camila-duarte', 800, 285, 150, '#fff')}
  <g fill="#fff">${[0, 1, 2].map((i) => `<path transform="translate(${640 + i * 30} ${110 - i * 12})" d="M0 -12 l3.6 8.4 8.4 3.6 -8.4 3.6 -3.6 8.4 -3.6 -8.4 -8.4 -3.6 8.4 -3.6z"/>`).join('')}</g>`,
  )
}

function iaNoticia(): string {
  const sheet = (
    x: number,
    y: number,
    rot: number,
    fill: string,
    ink1: string,
  ) => `<g transform="translate(${x} ${y}) rotate(${rot})">
    <rect width="250" height="320" rx="12" fill="${fill}"/>
    <rect x="22" y="24" width="150" height="16" rx="4" fill="${ink1}"/>
    <rect x="22" y="56" width="206" height="90" rx="6" fill="${ink1}" opacity=".18"/>
    ${lines(22, 164, [206, 180, 200, 140], ink1, 7, 17).replace(/fill="/g, 'opacity=".45" fill="')}
    ${lines(22, 246, [96, 90, 80], ink1, 7, 17).replace(/fill="/g, 'opacity=".45" fill="')}
    ${lines(132, 246, [96, 96, 60], ink1, 7, 17).replace(/fill="/g, 'opacity=".45" fill="')}
  </g>`
  return cover(
    ink[900],
    `${sheet(120, 150, -10, ink[700], '#fff')}${sheet(210, 120, -3, sand[200], ink[900])}${sheet(310, 110, 5, '#fff', ink[900])}
  <g transform="translate(730 300)">
    <circle r="200" fill="${ink[800]}"/><circle r="150" fill="none" stroke="${ink[600]}" stroke-width="2"/><circle r="100" fill="none" stroke="${ink[600]}" stroke-width="2"/><circle r="50" fill="none" stroke="${ink[600]}" stroke-width="2"/>
    <path d="M0 0 L0 -200 A200 200 0 0 1 173 -100 Z" fill="${accent[500]}" opacity=".35"/>
    <path d="M0 0 L173 -100" stroke="${accent[400]}" stroke-width="4" stroke-linecap="round"/>
    <circle r="10" fill="${accent[500]}"/>
    <circle cx="92" cy="-118" r="9" fill="#fff"/><circle cx="-60" cy="80" r="7" fill="${support.amber}"/><circle cx="120" cy="60" r="6" fill="${ink[300]}"/>
  </g>
  <g transform="translate(790 120)"><rect width="108" height="70" rx="14" fill="${accent[500]}"/><text x="54" y="48" font-size="36" font-weight="700" fill="#fff" letter-spacing="-1" text-anchor="middle">92</text></g>
  <g transform="translate(560 420)"><rect width="92" height="58" rx="12" fill="${support.amber}"/><text x="14" y="40" font-size="28" font-weight="700" fill="${ink[900]}" letter-spacing="-1">67</text></g>
  <path d="M520 250 C600 250 620 180 680 170" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2.5" stroke-dasharray="2 8" stroke-linecap="round"/>`,
    '#fff',
  )
}

function fintechs(): string {
  return cover(
    sand[100],
    `<circle cx="540" cy="300" r="230" fill="${sand[200]}"/>
  <!-- card -->
  <g transform="translate(330 170) rotate(-12)"><rect width="330" height="206" rx="22" fill="${ink[900]}"/><rect x="26" y="56" width="48" height="36" rx="7" fill="${support.amber}"/><path d="M26 74 H74 M50 56 V92" stroke="${ink[900]}" stroke-opacity=".4" stroke-width="2"/>
    ${lines(26, 130, [200], ink[600], 12, 20)}${lines(26, 160, [90], ink[600], 10, 20)}<circle cx="270" cy="166" r="20" fill="${accent[500]}"/><circle cx="292" cy="166" r="20" fill="${support.amber}" opacity=".85"/></g>
  <!-- coins -->
  <g>${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="200" cy="${430 - i * 22}" rx="62" ry="18" fill="${i % 2 ? support.amber : '#F7C867'}" stroke="${support.amberDark}" stroke-width="2"/>`).join('')}<text x="200" y="353" text-anchor="middle" font-size="26" font-weight="700" fill="${support.amberDark}">R$</text></g>
  <!-- bars -->
  <g transform="translate(740 200)">${[60, 100, 90, 150, 200].map((h, i) => `<rect x="${i * 42}" y="${240 - h}" width="30" height="${h}" rx="6" fill="${i === 4 ? accent[500] : ink[800]}"/>`).join('')}<path d="M0 120 C60 110 100 90 200 20" fill="none" stroke="${accent[500]}" stroke-width="4" stroke-linecap="round"/><path d="M186 14 L204 18 L200 36" fill="none" stroke="${accent[500]}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></g>
  <!-- API nodes -->
  <g stroke="${ink[900]}" stroke-width="2.5" fill="none"><path d="M560 120 H700 V170"/><path d="M470 470 H620 V430"/></g>
  <g><rect x="520" y="96" width="84" height="48" rx="12" fill="#fff" stroke="${ink[900]}" stroke-width="2.5"/><text x="562" y="129" text-anchor="middle" font-size="26" font-weight="700" fill="${ink[900]}" font-family="DejaVu Sans Mono">{ }</text>
  <rect x="420" y="446" width="84" height="48" rx="12" fill="#fff" stroke="${ink[900]}" stroke-width="2.5"/><text x="462" y="479" text-anchor="middle" font-size="25" font-weight="700" fill="${ink[900]}" font-family="DejaVu Sans Mono">API</text></g>
  <!-- shield -->
  <g transform="translate(640 360)"><path d="M0 0 l44 16 v34 c0 28 -20 46 -44 54 c-24 -8 -44 -26 -44 -54 v-34z" fill="${accent[500]}"/><path d="M-16 50 l11 11 l22 -24" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></g>`,
  )
}

function sabesp(): string {
  const skyline = [
    [0, 140],
    [40, 200],
    [80, 170],
    [120, 250],
    [160, 190],
    [200, 280],
    [240, 220],
    [290, 300],
    [330, 210],
    [370, 260],
    [410, 180],
    [450, 230],
    [490, 160],
    [540, 240],
    [580, 200],
    [620, 290],
    [670, 210],
    [710, 250],
    [750, 180],
    [800, 230],
    [850, 170],
    [900, 260],
    [950, 200],
    [1000, 150],
  ]
  const city = skyline
    .map(([x, h]) => `<rect x="${x}" y="${430 - h!}" width="44" height="${h}" fill="${ink[800]}"/>`)
    .join('')
  return cover(
    '#DCE9F4',
    `<circle cx="820" cy="150" r="80" fill="${support.amber}"/>
  <g opacity=".9">${city}</g>
  <g fill="${ink[700]}" opacity=".6">${skyline
    .filter((_, i) => i % 2)
    .map(([x, h]) => dotGrid(x! + 8, 440 - h! + 14, 3, Math.floor(h! / 24), 12, 2.2))
    .join('')}</g>
  <path d="M0 430 H1040 V585 H0 Z" fill="${support.skyDark}"/>
  <path d="M0 470 C80 450 160 490 240 470 S400 450 480 470 S640 490 720 470 S880 450 1040 470" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="4"/>
  <path d="M0 520 C80 500 160 540 240 520 S400 500 480 520 S640 540 720 520 S880 500 1040 520" fill="none" stroke="#fff" stroke-opacity=".2" stroke-width="4"/>
  <!-- pipe network -->
  <g fill="none" stroke="${accent[500]}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"><path d="M120 585 V500 H400 V460"/><path d="M400 500 H700 V540 H920"/></g>
  <g fill="#fff" stroke="${accent[500]}" stroke-width="4">${[
    [120, 500],
    [400, 500],
    [700, 500],
    [920, 540],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11"/>`)
    .join('')}</g>
  <!-- big drop -->
  <g transform="translate(400 130)"><path d="M0 0 C0 0 -90 110 -90 170 A90 90 0 0 0 90 170 C90 110 0 0 0 0 Z" fill="${support.skyDark}"/><path d="M-50 170 A50 50 0 0 0 -10 220" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="8" stroke-linecap="round"/></g>
  <g fill="${support.sky}"><path transform="translate(560 250)" d="M0 0 C0 0 -28 34 -28 52 A28 28 0 0 0 28 52 C28 34 0 0 0 0 Z"/><path transform="translate(250 290)" d="M0 0 C0 0 -20 24 -20 37 A20 20 0 0 0 20 37 C20 24 0 0 0 0 Z"/></g>`,
  )
}

function mundo(): string {
  const meridians = [0.25, 0.55, 0.8].map((k) => `<ellipse cx="0" cy="0" rx="${190 * k}" ry="190"/>`).join('')
  const parallels = [-120, -60, 0, 60, 120]
    .map((y) => `<path d="M${-Math.sqrt(190 * 190 - y * y)} ${y} H${Math.sqrt(190 * 190 - y * y)}"/>`)
    .join('')
  return cover(
    ink[900],
    `<g transform="translate(520 300)">
    <circle r="250" fill="none" stroke="${ink[700]}" stroke-width="2" stroke-dasharray="3 9"/>
    <circle r="190" fill="${support.skyDark}"/>
    <g fill="${support.sage}"><path d="M-120 -110 C-80 -140 -20 -130 -10 -90 C0 -50 -50 -40 -60 0 C-70 40 -100 40 -120 10 C-150 -30 -160 -80 -120 -110 Z"/><path d="M30 -60 C80 -80 150 -60 160 -10 C168 30 120 40 100 80 C80 120 40 130 30 90 C20 50 -10 -40 30 -60 Z"/><path d="M-40 110 C-10 100 20 120 10 150 C0 175 -40 170 -50 150 C-58 135 -55 115 -40 110 Z"/></g>
    <g fill="none" stroke="#fff" stroke-opacity=".28" stroke-width="2">${meridians}${parallels}</g>
    <ellipse rx="300" ry="80" fill="none" stroke="${accent[500]}" stroke-width="3" transform="rotate(-18)"/>
    <circle cx="${300 * Math.cos(0.5)}" cy="${80 * Math.sin(0.5)}" r="12" fill="${accent[500]}" transform="rotate(-18)"/>
  </g>
  ${[
    [430, 210],
    [610, 250],
    [500, 400],
  ]
    .map(
      ([x, y]) =>
        `<g transform="translate(${x} ${y})"><path d="M0 -34 c-12 0 -20 9 -20 19 c0 14 20 31 20 31 s20 -17 20 -31 c0 -10 -8 -19 -20 -19z" fill="${accent[500]}"/><circle cx="0" cy="-15" r="7" fill="#fff"/></g>`,
    )
    .join('')}
  <g transform="translate(90 110) rotate(-6)"><rect width="190" height="120" rx="14" fill="#fff"/><rect x="16" y="16" width="70" height="12" rx="6" fill="${accent[500]}"/>${lines(16, 44, [158, 140, 150, 90], ink[300], 8, 17)}</g>
  <g transform="translate(770 360) rotate(5)"><rect width="190" height="120" rx="14" fill="${sand[200]}"/><rect x="16" y="16" width="70" height="12" rx="6" fill="${ink[900]}"/>${lines(16, 44, [158, 140, 150, 90], ink[400], 8, 17)}</g>`,
    '#fff',
  )
}

const c = (file: string, name: string, shows: string, html: () => string): Composition => ({
  file,
  name,
  shows,
  width: CW,
  height: CH,
  html,
})

export const editorialCompositions: Composition[] = [
  c(
    'news/ia-no-dia-a-dia.jpg',
    'editorial/ia-no-dia-a-dia',
    'Cover for "Inteligência artificial facilita a vida das pessoas no dia a dia": an AI spark at the centre connected to a phone chat, a ride map with a route and a streaming screen',
    iaNoDiaADia,
  ),
  c(
    'news/courserians-rafael-monteiro.jpg',
    'editorial/courserians',
    'Cover for "Conheça os Courserians: Rafael Monteiro": a laptop with code and steps rising from a graduation cap to a company building, next to an illustrated portrait of Rafael Monteiro',
    courserians,
  ),
  c(
    'news/superando-barreiras-camila-duarte.jpg',
    'editorial/superando-barreiras',
    'Cover for "Superando barreiras: Camila Duarte": a path breaking through a brick wall towards an illustrated portrait of Camila Duarte',
    superandoBarreiras,
  ),
  c(
    'news/ia-noticia.jpg',
    'editorial/ia-noticia',
    'Cover for "Nuvora lança IA que monitora portais de notícias": stacked newspaper pages, a radar sweep and relevance scores (92 and 67, written the same in every language)',
    iaNoticia,
  ),
  c(
    'news/fintechs.jpg',
    'editorial/fintechs',
    'Cover for "Fábrica de software Nuvora amplia atuação com fintechs": a payment card, a stack of coins, API nodes, a security shield and a rising bar chart',
    fintechs,
  ),
  c(
    'ai-news/sabesp-privatizacao.jpg',
    'editorial/sabesp-privatizacao',
    'Cover for the AI-news item on the Sabesp privatisation: a water drop over a São Paulo skyline, a river and a water pipe network',
    sabesp,
  ),
  c(
    'ai-news/mundo.jpg',
    'editorial/mundo',
    'Category image "Mundo" of the AI news: a globe with an orbit, location pins and floating news cards',
    mundo,
  ),
]
