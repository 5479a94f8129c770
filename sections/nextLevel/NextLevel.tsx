import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { SectionFrame } from '../../src/engine'
import { ActionButtons } from '../../src/design/ActionButtons'
import { cn } from '../../src/design/cn'
import { Heading } from '../../src/design/Heading'
import { Lead } from '../../src/design/Lead'
import { Section } from '../../src/design/Section'
import type { NextLevelProps } from './schema'

/** The closing call to action: a large heading and its buttons in a band of the brand colour (or ink, or white). */
export function NextLevel({ title, text, actions, tone = 'brand', sectionId }: NextLevelProps & SectionFrame) {
  const { _ } = useLingui()
  const headingId = useId()
  return (
    <Section
      type="nextLevel"
      sectionId={sectionId}
      labelledBy={headingId}
      tone={tone}
      className={cn(tone === 'light' && 'border-t border-line')}
    >
      <div className="flex flex-col gap-10 lg:flex-row lg:items-end lg:justify-between lg:gap-16">
        <div className="max-w-3xl lg:flex-1">
          <Heading level={2} size="h1" id={headingId} className="text-h2 md:text-h1">
            {_(title)}
          </Heading>
          {text && <Lead className="mt-5 text-fg-muted">{_(text)}</Lead>}
        </div>
        <ActionButtons actions={actions} className="mt-0 lg:max-w-sm lg:justify-end" />
      </div>
    </Section>
  )
}
