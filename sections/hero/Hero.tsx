import { useLingui } from '@lingui/react'
import { useId, type ReactNode } from 'react'
import { Media, useReplyPromise, type SectionFrame } from '../../src/engine'
import { ActionButtons } from '../../src/design/ActionButtons'
import { cn } from '../../src/design/cn'
import { Eyebrow } from '../../src/design/Eyebrow'
import { Heading } from '../../src/design/Heading'
import { Icon } from '../../src/design/Icon'
import { Lead } from '../../src/design/Lead'
import { Section } from '../../src/design/Section'
import {
  heroBackgroundSlot,
  heroCenteredImageSlot,
  heroDesktopImageSlot,
  heroImageSlot,
  type HeroProps,
} from './schema'

/**
 * The top of a page: eyebrow, `<h1>`, subtitle, up to three buttons (one filled) and a line of proof (ending with the
 * reply time from the settings when asked), with a picture beside the text (`split`), under it (`centered`) or behind
 * it (`media`). The picture is the page's largest: fetched first.
 */
export function Hero(props: HeroProps & SectionFrame) {
  const {
    eyebrow,
    title,
    subtitle,
    actions,
    proof,
    replyTime,
    image,
    variant = 'split',
    imageFrom = 'phone',
    tone = 'inverse',
    sectionId,
  } = props
  const { _ } = useLingui()
  const headingId = useId()
  const centered = variant === 'centered'
  const art = variant === 'split' && image
  const text = (
    <div className={cn('flex flex-col', centered ? 'mx-auto max-w-4xl items-center text-center' : 'max-w-3xl')}>
      {eyebrow && (
        <Eyebrow className="mb-5 flex items-center gap-2">
          <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-accent" />
          {_(eyebrow)}
        </Eyebrow>
      )}
      <Heading level={1} size={art ? 'h1' : 'display'} id={headingId}>
        {_(title)}
      </Heading>
      {subtitle && <Lead className={cn('mt-6', centered && 'mx-auto')}>{_(subtitle)}</Lead>}
      <ActionButtons actions={actions} className={cn('mt-10', centered && 'justify-center')} />
      {proof && (
        <ul
          className={cn('mt-8 flex flex-wrap gap-x-6 gap-y-2 text-small text-fg-muted', centered && 'justify-center')}
        >
          {proof.map((fact, index) => (
            <ProofFact key={index}>{_(fact)}</ProofFact>
          ))}
          {replyTime && (
            <ProofFact>
              <ReplyTime />
            </ProofFact>
          )}
        </ul>
      )}
    </div>
  )
  return (
    <Section
      type="hero"
      sectionId={sectionId}
      labelledBy={headingId}
      tone={tone}
      className={cn(
        'relative isolate overflow-hidden',
        tone === 'inverse' && variant !== 'media' && 'bg-hero-glow',
        variant === 'media' && image && 'lg:py-40',
      )}
    >
      {variant === 'media' && image && (
        <>
          <Media
            image={image}
            slot={heroBackgroundSlot}
            lcp
            className="absolute inset-0 -z-20"
            imgClassName="h-full object-cover"
          />
          {/* A veil of the tone's surface keeps the text over the picture legible (stronger on the text's side). */}
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-surface/85 lg:bg-linear-to-r lg:from-surface/95 lg:via-surface/85 lg:to-surface/40"
          />
        </>
      )}
      {art ? (
        <div className="grid grid-cols-1 items-center gap-12 lg:grid-cols-12 lg:gap-x-12">
          <div className="lg:col-span-7">{text}</div>
          <Media
            image={image}
            slot={imageFrom === 'desktop' ? heroDesktopImageSlot : heroImageSlot}
            lcp
            wideOnly={imageFrom === 'desktop'}
            className="w-full max-w-xl rounded-media shadow-raised ring-1 ring-line lg:col-span-5 lg:max-w-none"
          />
        </div>
      ) : (
        text
      )}
      {centered && image && (
        <Media
          image={image}
          slot={heroCenteredImageSlot}
          lcp
          className="mx-auto mt-16 w-full max-w-3xl rounded-media shadow-raised ring-1 ring-line"
        />
      )}
    </Section>
  )
}

/** One fact of the line of proof, after a check mark. */
function ProofFact({ children }: { children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <Icon name="check" size={16} className="text-fg-accent" />
      {children}
    </li>
  )
}

/** The team's reply time from the settings, as the line of proof's last fact (only where a hero asks for it). */
function ReplyTime() {
  return useReplyPromise()
}
