import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { SectionFrame } from '../../src/engine'
import { ActionButtons } from '../../src/design/ActionButtons'
import { Section } from '../../src/design/Section'
import type { NextLevelProps } from './schema'

export function NextLevel({ title, text, actions, sectionId }: NextLevelProps & SectionFrame) {
  const { _ } = useLingui()
  const headingId = useId()
  return (
    <Section
      type="nextLevel"
      sectionId={sectionId}
      labelledBy={headingId}
      className="bg-ink text-white"
      innerClassName="text-center"
    >
      <h2 id={headingId} className="mx-auto max-w-2xl text-3xl font-bold">
        {_(title)}
      </h2>
      {text && <p className="mx-auto mt-4 max-w-2xl text-slate-300">{_(text)}</p>}
      <ActionButtons actions={actions} className="justify-center" />
    </Section>
  )
}
