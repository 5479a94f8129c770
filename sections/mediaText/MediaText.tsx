import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { Media, type SectionFrame } from '../../src/engine'
import { ActionButtons } from '../../src/design/ActionButtons'
import { BulletList } from '../../src/design/BulletList'
import { cn } from '../../src/design/cn'
import { Section } from '../../src/design/Section'
import { mediaTextImageSlot, type MediaTextProps } from './schema'

export function MediaText(props: MediaTextProps & SectionFrame) {
  const { eyebrow, title, paragraphs, bullets = [], actions = [], image, caption, imageSide = 'right' } = props
  const { tone = 'light', sectionId } = props
  const { _ } = useLingui()
  const headingId = useId()
  return (
    <Section type="mediaText" sectionId={sectionId} labelledBy={headingId} tone={tone}>
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-12">
        <figure className={cn('w-full max-w-2xl', imageSide === 'right' && 'lg:order-last')}>
          <Media image={image} slot={mediaTextImageSlot} className="rounded-2xl shadow-xl ring-1 ring-black/10" />
          {caption && <figcaption className={cn('mt-3 text-sm', 'text-fg-muted')}>{_(caption)}</figcaption>}
        </figure>
        <div>
          {eyebrow && <p className="mb-2 text-sm font-semibold tracking-widest text-brand uppercase">{_(eyebrow)}</p>}
          <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">
            {_(title)}
          </h2>
          {paragraphs.map((paragraph, index) => (
            <p key={index} className={cn('mt-4 text-lg leading-relaxed', 'text-fg-muted')}>
              {_(paragraph)}
            </p>
          ))}
          <BulletList items={bullets} />
          <ActionButtons actions={actions} />
        </div>
      </div>
    </Section>
  )
}
