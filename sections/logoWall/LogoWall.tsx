import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { SectionFrame } from '../../src/engine'
import { Section } from '../../src/design/Section'
import type { LogoWallProps } from './schema'

export function LogoWall({ title, logos, sectionId }: LogoWallProps & SectionFrame) {
  const { _ } = useLingui()
  const headingId = useId()
  return (
    <Section type="logoWall" sectionId={sectionId} labelledBy={headingId}>
      <h2 id={headingId} className="text-center text-3xl font-bold text-ink">
        {_(title)}
      </h2>
      <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {logos.map((logo) => (
          <li
            key={logo.name}
            className="flex items-center justify-center rounded-xl bg-white p-3 ring-1 ring-slate-200"
          >
            <img
              src={logo.img}
              alt={logo.name}
              width={160}
              height={60}
              loading="lazy"
              decoding="async"
              className="h-12 w-auto"
            />
          </li>
        ))}
      </ul>
    </Section>
  )
}
