import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useId, useState } from 'react'
import type { SectionFrame } from '../../src/engine'
import { buttonVariants } from '../../src/design/Button'
import { cn } from '../../src/design/cn'
import { Eyebrow } from '../../src/design/Eyebrow'
import { Heading } from '../../src/design/Heading'
import { Section } from '../../src/design/Section'
import { useHydrated } from '../../src/design/useHydrated'
import { CardImage } from '../shared/MediaCard'
import { AI_NEWS_DETAIL_DEFAULT_TONE, aiNewsCoverSlot, type AiNewsDetailProps } from './schema'
import { FormattedDate } from '../../src/engine'

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
export function AiNewsDetail({
  item,
  partnersTitle,
  tone = AI_NEWS_DETAIL_DEFAULT_TONE,
  sectionId,
}: AiNewsDetailProps & SectionFrame) {
  const { _ } = useLingui()
  const titleId = useId()
  const textId = useId()
  const partnersId = useId()
  const [expanded, setExpanded] = useState(false)
  const hydrated = useHydrated()
  const toggleClass = cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'mt-6')
  return (
    <Section type="aiNewsDetail" sectionId={sectionId} labelledBy={titleId} tone={tone} className="pt-section-tight">
      <div className="flex flex-col gap-12 lg:flex-row lg:gap-16">
        <div className="min-w-0 flex-1">
          <div className="rounded-card bg-fg/5 p-5 sm:p-6">
            <p className="text-eyebrow text-fg-muted uppercase">{_(aiNewsDetailCopy.originalTitle)}</p>
            <p className="mt-2 text-fg-muted">{_(item.originalTitle)}</p>
          </div>
          <Eyebrow className="mt-10">{_(aiNewsDetailCopy.generatedTitle)}</Eyebrow>
          {/* One size down on phones: the AI's headlines are long, and their longest words must fit a 320 px line. */}
          <Heading level={1} id={titleId} className="mt-3 text-h2 sm:text-h1">
            {_(item.generatedTitle)}
          </Heading>
          <dl className="mt-8 flex flex-wrap items-center gap-x-8 gap-y-3 border-y border-line py-4 text-small">
            <div className="flex items-center gap-2">
              <dt className="text-fg-muted">{_(aiNewsDetailCopy.grade)}:</dt>
              <dd className="rounded-full bg-accent-soft px-2.5 py-0.5 font-semibold text-on-accent-soft tabular-nums">
                {item.grade}
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="text-fg-muted">{_(aiNewsDetailCopy.published)}:</dt>
              <dd className="font-medium">
                <FormattedDate iso={item.date} />
              </dd>
            </div>
          </dl>
          <div
            id={textId}
            className={cn(
              'peer mt-8 max-w-reading space-y-5 text-lead',
              !expanded && 'line-clamp-12 target:line-clamp-none lg:line-clamp-20 lg:target:line-clamp-none',
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
            <ul aria-label={_(aiNewsDetailCopy.tags)} className="mt-10 flex flex-wrap gap-2">
              {item.tags.map((tag) => (
                <li key={tag} className="rounded-full px-3 py-1 text-small font-medium ring-1 ring-line ring-inset">
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </div>
        <aside
          aria-labelledby={partnersId}
          className="w-full self-start sm:max-w-md lg:sticky lg:top-24 lg:w-80 lg:shrink-0"
        >
          <CardImage image={item.image} slot={aiNewsCoverSlot} lcp className="rounded-media" />
          <Heading level={2} size="h3" id={partnersId} className="mt-8">
            {_(partnersTitle)}
          </Heading>
          <ul className="mt-4 grid grid-cols-2 gap-3">
            {item.partners.map((logo) => (
              // Logos are drawn for a light background: each sits on a light tile whatever the section's tone.
              <li
                key={logo.name}
                data-surface="light"
                className="flex min-h-16 items-center justify-center rounded-control p-3 ring-1 ring-line"
              >
                <img
                  src={logo.img}
                  alt={logo.name}
                  width={160}
                  height={60}
                  loading="lazy"
                  decoding="async"
                  className="h-9 w-auto"
                />
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </Section>
  )
}
