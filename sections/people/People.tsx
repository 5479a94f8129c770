import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { Media, type SectionFrame } from '../../src/engine'
import type { Person } from '../../content/models/people'
import { Card } from '../../src/design/Card'
import { cn } from '../../src/design/cn'
import { Heading } from '../../src/design/Heading'
import { Section } from '../../src/design/Section'
import { SectionHeading } from '../../src/design/SectionHeading'
import {
  PEOPLE_DEFAULT_COLUMNS,
  PEOPLE_DEFAULT_TONE,
  personPhotoSlot,
  type PeopleColumns,
  type PeopleProps,
} from './schema'

/** Columns by screen width: one on phones, two from 768 px, then the count shown (four only from 1280 px). */
const GRID: Record<PeopleColumns, string> = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'md:grid-cols-2 xl:grid-cols-4',
}

/**
 * Never more columns than people (and at least two): two founders fill a row instead of leaving a gap where a
 * third would go.
 */
export function shownColumns(columns: PeopleColumns, count: number): PeopleColumns {
  return Math.min(columns, Math.max(2, count)) as PeopleColumns
}

export function People({
  title,
  subtitle,
  people,
  columns = PEOPLE_DEFAULT_COLUMNS,
  tone = PEOPLE_DEFAULT_TONE,
  sectionId,
}: PeopleProps & SectionFrame) {
  const headingId = useId()
  const shown = shownColumns(columns, people.length)
  return (
    <Section type="people" sectionId={sectionId} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} />
      <ul data-columns={shown} className={cn('grid gap-6', GRID[shown])}>
        {people.map((person) => (
          <li key={person.name}>
            <PersonCard person={person} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** A person: portrait, name, role (in the accent) and bio. */
function PersonCard({ person }: { person: Person }) {
  const { _ } = useLingui()
  return (
    <Card as="article" padding="lg" className="h-full">
      <Media
        image={person.photo}
        slot={personPhotoSlot}
        className="size-24 rounded-full bg-fg/5 ring-1 ring-line"
        imgClassName="h-full object-cover"
      />
      <Heading level={3} className="mt-6">
        {person.name}
      </Heading>
      <p className="mt-1 text-small font-semibold text-fg-accent">{_(person.role)}</p>
      <p className="mt-4 text-fg-muted">{_(person.bio)}</p>
    </Card>
  )
}
