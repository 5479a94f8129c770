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

/**
 * Text in a reading measure: eyebrow, heading, paragraphs, bullets, buttons, and a picture beside it from 1024 px.
 * Without a picture, a titled text (not the page's title, not centred) puts its heading beside the text from 1024
 * px, so it never leaves half the row empty.
 */
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
  const split = !image && !centered && !pageTitle && title !== undefined
  const heading = (
    <>
      {eyebrow && <Eyebrow className="mb-4">{_(eyebrow)}</Eyebrow>}
      {title && (
        <Heading level={pageTitle ? 1 : 2} id={headingId} className={cn('mb-6', split && 'lg:mb-0')}>
          {_(title)}
        </Heading>
      )}
    </>
  )
  const body = (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={cn('text-lead text-fg-muted', index > 0 && 'mt-4', centered && 'mx-auto max-w-2xl')}>
          {_(paragraph)}
        </p>
      ))}
      <BulletList
        items={bullets}
        className={cn('mt-6', centered && 'inline-block', split && paragraphs.length === 0 && 'lg:mt-0')}
      />
      <ActionButtons actions={actions} className={cn(centered && 'justify-center')} />
    </>
  )
  const text = split ? (
    <div className="grid lg:grid-cols-12 lg:gap-x-16">
      <div className="lg:col-span-5">{heading}</div>
      <div className="max-w-3xl lg:col-span-7">{body}</div>
    </div>
  ) : (
    <div className={cn('w-full max-w-3xl', centered && 'mx-auto text-center')}>
      {heading}
      {body}
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
