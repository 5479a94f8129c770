import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { Media, type SectionFrame } from '../../src/engine'
import { ActionButtons } from '../../src/design/ActionButtons'
import { BulletList } from '../../src/design/BulletList'
import { cn } from '../../src/design/cn'
import { Eyebrow } from '../../src/design/Eyebrow'
import { Heading } from '../../src/design/Heading'
import { Section } from '../../src/design/Section'
import { richTextImageSlot, type RichTextProps } from './schema'

/** Text in a reading measure: eyebrow, heading, paragraphs, bullets, buttons, and a picture beside it from 1024 px. */
export function RichText(props: RichTextProps & SectionFrame) {
  const {
    eyebrow,
    title,
    pageTitle,
    paragraphs = [],
    bullets = [],
    actions = [],
    image,
    tone = 'light',
    centered,
    sectionId,
  } = props
  const { _ } = useLingui()
  const headingId = useId()
  const text = (
    <div className={cn('w-full max-w-3xl', centered && 'mx-auto text-center')}>
      {eyebrow && <Eyebrow className="mb-4">{_(eyebrow)}</Eyebrow>}
      {title && (
        <Heading level={pageTitle ? 1 : 2} id={headingId} className="mb-6">
          {_(title)}
        </Heading>
      )}
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={cn('text-lead text-fg-muted', index > 0 && 'mt-4', centered && 'mx-auto max-w-2xl')}>
          {_(paragraph)}
        </p>
      ))}
      <BulletList items={bullets} className={cn('mt-6', centered && 'inline-block')} />
      <ActionButtons actions={actions} className={cn(centered && 'justify-center')} />
    </div>
  )
  return (
    <Section type="richText" sectionId={sectionId} labelledBy={title ? headingId : undefined} tone={tone}>
      {image ? (
        <div className="grid grid-cols-1 items-center gap-12 lg:grid-cols-2 lg:gap-16">
          {text}
          <Media
            image={image}
            slot={richTextImageSlot}
            className="w-full max-w-2xl rounded-media bg-surface-raised shadow-raised ring-1 ring-line"
          />
        </div>
      ) : (
        text
      )}
    </Section>
  )
}
