import { useLingui } from '@lingui/react'
import { useId, type ReactNode } from 'react'
import type { Copy } from '../../config/common'
import { Section } from '../../design/Section'

/** The frame of a form block: heading, optional line, and the form in a card. */
export function FormSection({
  type,
  sectionId,
  title,
  subtitle,
  children,
}: {
  type: string
  sectionId?: string
  title: Copy
  subtitle?: Copy
  children: (label: string) => ReactNode
}) {
  const { _ } = useLingui()
  const headingId = useId()
  return (
    <Section
      type={type}
      sectionId={sectionId}
      labelledBy={headingId}
      className="bg-slate-50"
      innerClassName="max-w-2xl"
    >
      <h2 id={headingId} className="text-3xl font-bold text-ink">
        {_(title)}
      </h2>
      {subtitle && <p className="mt-2 text-slate-600">{_(subtitle)}</p>}
      <div className="relative mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        {children(_(title))}
      </div>
    </Section>
  )
}
