import { useLingui } from '@lingui/react'
import { useId, type ReactNode } from 'react'
import type { Copy, Tone } from '../../config/common'
import { Section } from '../../design/Section'
import { SectionHeading } from '../../design/SectionHeading'

/**
 * The frame of a form block: its heading and line beside the form on wide screens (above it on narrow ones), the
 * form in a raised light card no wider than a comfortable line of text.
 */
export function FormSection({
  type,
  sectionId,
  tone,
  title,
  subtitle,
  children,
}: {
  type: string
  sectionId?: string
  tone?: Tone
  title: Copy
  subtitle?: Copy
  children: (label: string) => ReactNode
}) {
  const { _ } = useLingui()
  const headingId = useId()
  return (
    <Section type={type} sectionId={sectionId} tone={tone} labelledBy={headingId}>
      <div className="grid gap-10 lg:grid-cols-12 lg:gap-16">
        <SectionHeading
          id={headingId}
          title={title}
          subtitle={subtitle}
          className="mb-0 sm:mb-0 lg:sticky lg:top-24 lg:col-span-5 lg:self-start"
        />
        {/* Always a light card, whatever the section's tone: its controls, errors and button read the same everywhere. */}
        <div
          data-surface="light"
          className="relative w-full max-w-2xl rounded-card p-6 shadow-card ring-1 ring-line sm:p-8 lg:col-span-7"
        >
          {children(_(title))}
        </div>
      </div>
    </Section>
  )
}
