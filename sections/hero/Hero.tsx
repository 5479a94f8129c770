import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { Media, type SectionFrame } from '../../src/engine'
import { ActionButtons } from '../../src/design/ActionButtons'
import { cn } from '../../src/design/cn'
import { heroImageSlot, type HeroProps } from './schema'

export function Hero({ eyebrow, title, subtitle, actions, image, sectionId }: HeroProps & SectionFrame) {
  const { _ } = useLingui()
  const headingId = useId()
  return (
    <section
      id={sectionId}
      data-section="hero"
      aria-labelledby={headingId}
      className="bg-hero px-4 pt-16 pb-20 text-white sm:px-6 sm:pt-24"
    >
      <div className={cn('mx-auto max-w-[1048px]', image && 'grid items-center gap-10 lg:grid-cols-[1fr_480px]')}>
        <div>
          {eyebrow && (
            <p className="mb-3 text-sm font-semibold tracking-widest text-indigo-200 uppercase">{_(eyebrow)}</p>
          )}
          <h1 id={headingId} className="max-w-3xl text-3xl leading-tight font-bold sm:text-5xl">
            {_(title)}
          </h1>
          {subtitle && <p className="mt-5 max-w-2xl text-lg text-indigo-100">{_(subtitle)}</p>}
          <ActionButtons actions={actions} />
        </div>
        {image && (
          <Media
            image={image}
            slot={heroImageSlot}
            lcp
            className="w-full max-w-xl rounded-2xl shadow-2xl ring-1 shadow-black/30 ring-white/15 lg:max-w-none"
          />
        )}
      </div>
    </section>
  )
}
