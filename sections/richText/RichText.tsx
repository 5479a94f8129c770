import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { Media, type SectionFrame } from '../../src/engine'
import { ActionButtons } from '../../src/design/ActionButtons'
import { BulletList } from '../../src/design/BulletList'
import { cn } from '../../src/design/cn'
import { Section } from '../../src/design/Section'
import { richTextImageSlot, type RichTextProps } from './schema'

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
  const Heading = pageTitle ? 'h1' : 'h2'
  return (
    <Section
      type="richText"
      sectionId={sectionId}
      labelledBy={title ? headingId : undefined}
      tone={tone}
    >
      <div className={cn('grid items-center gap-10', image && 'md:grid-cols-2')}>
        <div className={cn('max-w-3xl', centered && 'mx-auto text-center')}>
          {eyebrow && <p className="mb-2 text-sm font-semibold tracking-widest text-brand uppercase">{_(eyebrow)}</p>}
          {title && (
            <Heading
              id={headingId}
              className={cn('font-bold', pageTitle ? 'text-4xl sm:text-5xl' : 'text-2xl sm:text-3xl')}
            >
              {_(title)}
            </Heading>
          )}
          {paragraphs.map((paragraph, index) => (
            <p key={index} className={cn('mt-4 text-lg leading-relaxed', 'text-fg-muted')}>
              {_(paragraph)}
            </p>
          ))}
          <BulletList items={bullets} className={cn(centered && 'inline-block')} />
          <ActionButtons actions={actions} className={cn(centered && 'justify-center')} />
        </div>
        {image && <Media image={image} slot={richTextImageSlot} className="mx-auto w-full max-w-md" />}
      </div>
    </Section>
  )
}
