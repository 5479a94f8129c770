import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { Picture, type SectionFrame } from '../../src/engine'
import { ActionButtons } from '../../src/ui/ActionButtons'
import { BulletList } from '../../src/ui/BulletList'
import { cn } from '../../src/ui/cn'
import { Section } from '../../src/ui/Section'
import { TONE_CLASS, TONE_MUTED_TEXT } from '../../src/ui/tone'
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
    tone = 'white',
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
      className={TONE_CLASS[tone]}
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
            <p key={index} className={cn('mt-4 text-lg leading-relaxed', TONE_MUTED_TEXT[tone])}>
              {_(paragraph)}
            </p>
          ))}
          <BulletList items={bullets} className={cn(centered && 'inline-block')} />
          <ActionButtons actions={actions} className={cn(centered && 'justify-center')} />
        </div>
        {image && <Picture image={image} slot={richTextImageSlot} className="mx-auto w-full max-w-md" />}
      </div>
    </Section>
  )
}
