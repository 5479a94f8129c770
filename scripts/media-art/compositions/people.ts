/** Square illustrated portraits of the founders, the CEO and the testimonial authors. */
import { type Composition, page } from '../kit'
import { accent, ink, sand, support } from '../palette'
import { type PersonSlug, people, portraitSvg } from '../portrait'

const backgrounds: Record<PersonSlug, { bg: string; shape: string }> = {
  'rafael-monteiro': { bg: accent[400], shape: accent[200] },
  'camila-duarte': { bg: sand[200], shape: sand[300] },
  'mariana-costa': { bg: support.sky, shape: '#C4DCF0' },
  'rafael-lima': { bg: support.sage, shape: '#B9D1C4' },
  'juliana-pereira': { bg: support.amber, shape: '#F8D58E' },
}

/** A portrait on its brand-colour square (also used, smaller, in news covers and posters). */
export function portraitTile(slug: PersonSlug, size: number, opts: { round?: boolean } = {}): string {
  const { bg, shape } = backgrounds[slug]
  return `<svg width="${size}" height="${size}" viewBox="0 0 400 400" style="${opts.round ? 'border-radius:50%;' : ''}display:block">
  <rect width="400" height="400" fill="${bg}"/>
  <circle cx="318" cy="86" r="150" fill="${shape}"/>
  <path d="M0 330 L400 250 L400 400 L0 400 Z" fill="${ink[900]}" opacity=".06"/>
  <g transform="translate(-40 -14) scale(1.2)">${portraitSvg(people[slug].look)}</g>
</svg>`
}

export const peopleCompositions: Composition[] = (Object.keys(people) as PersonSlug[]).map((slug) => ({
  file: `people/${slug}.png`,
  name: `people/portrait (${slug})`,
  shows: `Illustrated heads-and-shoulders portrait of ${people[slug].name} (${people[slug].role}), flat vector style on a brand-colour background; stands in for a photo`,
  width: 640,
  height: 640,
  html: () => page(640, 640, '', portraitTile(slug, 640)),
}))
