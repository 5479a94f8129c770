import { useLingui } from '@lingui/react'
import { useId, type ReactNode } from 'react'
import type { Copy, Tone } from '../../config/common'
import { cn } from '../../design/cn'
import { Section } from '../../design/Section'
import { SectionHeading } from '../../design/SectionHeading'

/**
 * The frame of a form block: its heading and line beside the form on wide screens (above it on narrow ones), the
 * form in a raised light card no wider than a comfortable line of text. What the section adds (`aside`: who answers,
 * the ways in) comes after the form in reading order: under it on phones, under the heading beside it from 1024 px.
 */
export function FormSection({
  type,
  sectionId,
  tone,
  title,
  subtitle,
  aside,
  pageTitle,
  children,
}: {
  type: string
  sectionId?: string
  tone?: Tone
  title: Copy
  subtitle?: Copy
  aside?: ReactNode
  /** The heading is the page's `<h1>` (a page made for its form, without a hero). */
  pageTitle?: boolean
  children: (label: string) => ReactNode
}) {
  const { _ } = useLingui()
  const headingId = useId()
  return (
    <Section type={type} sectionId={sectionId} tone={tone} labelledBy={headingId}>
      <div className="grid gap-10 lg:grid-cols-12 lg:gap-x-16 lg:gap-y-0">
        <SectionHeading
          id={headingId}
          title={title}
          subtitle={subtitle}
          level={pageTitle ? 1 : 2}
          className={cn('mb-0 sm:mb-0 lg:col-span-5 lg:self-start', !aside && 'lg:sticky lg:top-24')}
        />
        {/* Always a light card, whatever the section's tone: its controls, errors and button read the same everywhere. */}
        <div
          data-surface="light"
          className="relative w-full max-w-xl rounded-card p-6 shadow-card ring-1 ring-line sm:p-8 lg:col-span-7 lg:row-span-2 lg:self-start lg:justify-self-end"
        >
          {children(_(title))}
        </div>
        {aside && <div className="lg:col-span-5 lg:row-start-2">{aside}</div>}
      </div>
    </Section>
  )
}
