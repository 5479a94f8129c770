import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { Media, type SectionFrame } from '../../src/engine'
import { aiNewsPath } from '../../content/models/aiNews'
import { FormattedDate } from '../../src/design/FormattedDate'
import { Section } from '../../src/design/Section'
import { SiteLink } from '../../src/design/Link'
import { aiNewsCategorySlot, aiNewsItemSlot, type AiNewsListProps } from './schema'

export const aiNewsCopy = {
  grade: msg`Grau de relevância`,
}

export function AiNewsList({ title, categoriesLabel, categories, items, sectionId }: AiNewsListProps & SectionFrame) {
  const { _ } = useLingui()
  const headingId = useId()
  return (
    <Section type="aiNewsList" sectionId={sectionId} labelledBy={headingId} className="bg-white text-ink">
      <ul aria-label={_(categoriesLabel)} className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {categories.map((category, index) => (
          <li key={index} className="relative overflow-hidden rounded-2xl bg-slate-700">
            <Media
              image={category.image}
              slot={aiNewsCategorySlot}
              className="aspect-video w-full opacity-60"
              imgClassName="h-full object-cover"
            />
            <span className="absolute inset-x-0 bottom-0 bg-ink/80 px-4 py-2 font-semibold text-white">
              {_(category.label)}
            </span>
          </li>
        ))}
      </ul>
      <h2 id={headingId} className="mt-14 text-3xl font-bold">
        {_(title)}
      </h2>
      <ul className="mt-8 space-y-6">
        {items.map((item) => (
          <li key={item.slug}>
            <article className="relative grid gap-5 overflow-hidden rounded-2xl ring-1 ring-slate-200 transition hover:ring-brand md:grid-cols-[240px_minmax(0,1fr)]">
              <Media
                image={item.image}
                slot={aiNewsItemSlot}
                className="aspect-video w-full md:aspect-auto md:h-full"
                imgClassName="h-full object-cover"
              />
              <div className="p-5 md:pl-0">
                <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
                  <FormattedDate iso={item.date} />
                  <span className="rounded-full bg-indigo-50 px-3 py-0.5 font-medium text-indigo-800">
                    {_(aiNewsCopy.grade)}: {item.grade}
                  </span>
                </p>
                <h3 className="mt-2 text-xl leading-snug font-semibold">
                  <SiteLink href={aiNewsPath(item)} className="after:absolute after:inset-0 hover:text-brand">
                    {_(item.generatedTitle)}
                  </SiteLink>
                </h3>
                <p className="mt-3 line-clamp-4 text-slate-700">
                  {item.content.map((paragraph) => _(paragraph)).join(' ')}
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  )
}
