import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { SectionFrame } from '../../src/engine'
import { cn } from '../../src/design/cn'
import { Heading } from '../../src/design/Heading'
import { Section } from '../../src/design/Section'
import { LOGO_SIZE, logoFilter } from '../shared/logoTone'
import type { LogoWallProps } from './schema'

/** Client logos in an even grid under a centred heading: one height, one grey, each in its colour when pointed at. */
export function LogoWall({ title, logos, tone = 'light', sectionId }: LogoWallProps & SectionFrame) {
  const { _ } = useLingui()
  const headingId = useId()
  return (
    <Section type="logoWall" sectionId={sectionId} labelledBy={headingId} tone={tone}>
      <Heading level={2} size="h3" id={headingId} className="mx-auto max-w-2xl text-center text-fg-muted">
        {_(title)}
      </Heading>
      <ul className="mt-12 grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3 sm:gap-y-8 lg:grid-cols-6">
        {logos.map((logo) => (
          <li key={logo.name} className="flex h-14 items-center justify-center sm:h-16">
            <img
              src={logo.img}
              alt={logo.name}
              width={LOGO_SIZE.width}
              height={LOGO_SIZE.height}
              loading="lazy"
              decoding="async"
              className={cn('h-8 w-auto max-w-full', logoFilter(tone))}
            />
          </li>
        ))}
      </ul>
    </Section>
  )
}
