import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { Media, type SectionFrame } from '../../src/engine'
import { ActionButtons } from '../../src/design/ActionButtons'
import { BulletList } from '../../src/design/BulletList'
import { cn } from '../../src/design/cn'
import { Eyebrow } from '../../src/design/Eyebrow'
import { Heading } from '../../src/design/Heading'
import { Section } from '../../src/design/Section'
import { mediaTextImageSlot, type MediaTextProps } from './schema'

/** A picture beside a text, half the column each from 1024 px; the picture first on smaller screens. */
export function MediaText(props: MediaTextProps & SectionFrame) {
  const { eyebrow, title, paragraphs, bullets = [], actions = [], image, caption, imageSide = 'right' } = props
  const { tone = 'light', sectionId } = props
  const { _ } = useLingui()
  const headingId = useId()
  return (
    <Section type="mediaText" sectionId={sectionId} labelledBy={headingId} tone={tone}>
      <div className="grid grid-cols-1 items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <figure className={cn('w-full max-w-2xl', imageSide === 'right' && 'lg:order-last')}>
          <Media
            image={image}
            slot={mediaTextImageSlot}
            className="rounded-media bg-surface-raised shadow-raised ring-1 ring-line"
          />
          {caption && <figcaption className="mt-4 text-small text-fg-muted">{_(caption)}</figcaption>}
        </figure>
        <div className="max-w-2xl">
          {eyebrow && <Eyebrow className="mb-4">{_(eyebrow)}</Eyebrow>}
          <Heading level={2} id={headingId}>
            {_(title)}
          </Heading>
          {paragraphs.map((paragraph, index) => (
            <p key={index} className={cn('text-lead text-fg-muted', index === 0 ? 'mt-6' : 'mt-4')}>
              {_(paragraph)}
            </p>
          ))}
          <BulletList items={bullets} className="mt-6" />
          <ActionButtons actions={actions} />
        </div>
      </div>
    </Section>
  )
}
