import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { Media, type SectionFrame } from '../../src/engine'
import type { Person } from '../../content/models/people'
import { cn } from '../../src/design/cn'
import { Section } from '../../src/design/Section'
import { SectionHeading } from '../../src/design/SectionHeading'
import { personPhotoSlot, type PeopleProps } from './schema'

export function People({ title, subtitle, people, tone = 'light', sectionId }: PeopleProps & SectionFrame) {
  const headingId = useId()
  return (
    <Section type="people" sectionId={sectionId} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} align="center" />
      <ul className={cn('mt-10 grid gap-8 md:grid-cols-2', people.length > 2 && 'lg:grid-cols-3')}>
        {people.map((person) => (
          <li key={person.name}>
            <PersonCard person={person} mutedText="text-fg-muted" />
          </li>
        ))}
      </ul>
    </Section>
  )
}

function PersonCard({ person, mutedText }: { person: Person; mutedText: string }) {
  const { _ } = useLingui()
  return (
    <article className="flex h-full flex-col items-center rounded-2xl p-8 text-center ring-1 ring-slate-200">
      <Media image={person.photo} slot={personPhotoSlot} className="size-32 rounded-full bg-slate-100" />
      <h3 className="mt-5 text-xl font-semibold">{person.name}</h3>
      <p className="mt-1 font-medium text-brand-dark">{_(person.role)}</p>
      <p className={cn('mt-4 leading-relaxed', mutedText)}>{_(person.bio)}</p>
    </article>
  )
}
