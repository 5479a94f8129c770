import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { Picture, type SectionFrame } from '../../src/engine'
import type { Person } from '../../content/models/people'
import { cn } from '../../src/ui/cn'
import { Section } from '../../src/ui/Section'
import { SectionHeading } from '../../src/ui/SectionHeading'
import { TONE_CLASS, TONE_MUTED_TEXT } from '../../src/ui/tone'
import { personPhotoSlot, type PeopleProps } from './schema'

export function People({ title, subtitle, people, tone = 'white', sectionId }: PeopleProps & SectionFrame) {
  const headingId = useId()
  return (
    <Section type="people" sectionId={sectionId} labelledBy={headingId} className={TONE_CLASS[tone]}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} centered tone={tone} />
      <ul className={cn('mt-10 grid gap-8 md:grid-cols-2', people.length > 2 && 'lg:grid-cols-3')}>
        {people.map((person) => (
          <li key={person.name}>
            <PersonCard person={person} mutedText={TONE_MUTED_TEXT[tone]} />
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
      <Picture image={person.photo} slot={personPhotoSlot} className="size-32 rounded-full bg-slate-100" />
      <h3 className="mt-5 text-xl font-semibold">{person.name}</h3>
      <p className="mt-1 font-medium text-brand-dark">{_(person.role)}</p>
      <p className={cn('mt-4 leading-relaxed', mutedText)}>{_(person.bio)}</p>
    </article>
  )
}
