import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useId, useState } from 'react'
import { Media, type SectionFrame } from '../../src/engine'
import { cn } from '../../src/design/cn'
import { FormattedDate } from '../../src/design/FormattedDate'
import { Section } from '../../src/design/Section'
import { useHydrated } from '../../src/design/useHydrated'
import { aiNewsCoverSlot, type AiNewsDetailProps } from './schema'

export const aiNewsDetailCopy = {
  originalTitle: msg`Título original`,
  generatedTitle: msg`Título gerado pela IA`,
  grade: msg`Grau de relevância`,
  published: msg`Publicada em`,
  expand: msg`Ler o texto completo`,
  collapse: msg`Mostrar menos`,
  tags: msg`Tags`,
}

/**
 * The text is clamped to 12 lines on narrow screens (a phone shows about one screenful) and to 20 from `lg`
 * (beside the aside, lines are longer and there is room for more); a button lifts the clamp. Before (or without)
 * JavaScript that control is a link to the text, whose `:target` style lifts the clamp the same way.
 */
export function AiNewsDetail({ item, partnersTitle, sectionId }: AiNewsDetailProps & SectionFrame) {
  const { _ } = useLingui()
  const titleId = useId()
  const textId = useId()
  const partnersId = useId()
  const [expanded, setExpanded] = useState(false)
  const hydrated = useHydrated()
  const toggleClass =
    'mt-3 inline-flex min-h-11 items-center font-semibold text-brand underline-offset-4 hover:underline'
  return (
    <Section type="aiNewsDetail" sectionId={sectionId} labelledBy={titleId} className="bg-white text-ink">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_300px]">
        <div>
          <p className="text-sm font-semibold tracking-widest text-slate-600 uppercase">
            {_(aiNewsDetailCopy.originalTitle)}
          </p>
          <p className="mt-1 text-lg text-slate-700">{_(item.originalTitle)}</p>
          <p className="mt-6 text-sm font-semibold tracking-widest text-brand uppercase">
            {_(aiNewsDetailCopy.generatedTitle)}
          </p>
          <h1 id={titleId} className="mt-1 text-3xl leading-tight font-bold sm:text-4xl">
            {_(item.generatedTitle)}
          </h1>
          <dl className="mt-5 flex flex-wrap gap-x-8 gap-y-2 text-slate-700">
            <div className="flex items-center gap-2">
              <dt>{_(aiNewsDetailCopy.grade)}:</dt>
              <dd className="rounded-full bg-indigo-50 px-3 py-0.5 font-semibold text-indigo-800">{item.grade}</dd>
            </div>
            <div className="flex items-center gap-2">
              <dt>{_(aiNewsDetailCopy.published)}:</dt>
              <dd>
                <FormattedDate iso={item.date} />
              </dd>
            </div>
          </dl>
          <div
            id={textId}
            className={cn(
              'peer mt-8 space-y-4 text-lg leading-relaxed text-slate-700',
              !expanded && 'line-clamp-12 target:line-clamp-none lg:line-clamp-[20] lg:target:line-clamp-none',
            )}
          >
            {item.content.map((paragraph, index) => (
              <p key={index}>{_(paragraph)}</p>
            ))}
          </div>
          {hydrated ? (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={textId}
              onClick={() => setExpanded(!expanded)}
              className={toggleClass}
            >
              {_(expanded ? aiNewsDetailCopy.collapse : aiNewsDetailCopy.expand)}
            </button>
          ) : (
            <a href={`#${textId}`} className={cn(toggleClass, 'peer-target:hidden')}>
              {_(aiNewsDetailCopy.expand)}
            </a>
          )}
          {item.tags && item.tags.length > 0 && (
            <ul aria-label={_(aiNewsDetailCopy.tags)} className="mt-6 flex flex-wrap gap-2">
              {item.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </div>
        <aside aria-labelledby={partnersId} className="self-start">
          <Media
            image={item.image}
            slot={aiNewsCoverSlot}
            lcp
            className="aspect-video w-full rounded-2xl"
            imgClassName="h-full object-cover"
          />
          <h2 id={partnersId} className="mt-8 text-lg font-semibold">
            {_(partnersTitle)}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-3">
            {item.partners.map((logo) => (
              <li
                key={logo.name}
                className="flex items-center justify-center rounded-xl bg-white p-3 ring-1 ring-slate-200"
              >
                <img
                  src={logo.img}
                  alt={logo.name}
                  width={160}
                  height={60}
                  loading="lazy"
                  decoding="async"
                  className="h-10 w-auto"
                />
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </Section>
  )
}
