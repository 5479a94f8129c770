import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { KeenSliderInstance } from 'keen-slider'
import { useKeenSlider } from 'keen-slider/react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { CAROUSEL_LAYOUTS, type CarouselLayout } from './carouselLayouts'
import { Icon } from './Icon'
import { KeptHtml } from './KeptHtml'
import { useSpriteIcons } from './iconSprite'

export const carouselCopy = {
  previous: msg`Anterior`,
  next: msg`Próximo`,
  slide: msg({ message: '{position} de {total}', comment: 'Accessible name of a carousel slide, e.g. "2 de 7"' }),
  carousel: msg`carrossel`,
  name: msg({
    message: '{label} — carrossel',
    comment: "Accessible name of a carousel, distinct from its section's ({label} is the section heading)",
  }),
  slideRole: msg`slide`,
  scrollHint: msg({
    message: 'Role para ver mais',
    comment: 'Shown under a carousel until its arrows work (or without JavaScript): the row scrolls sideways',
  }),
}

interface CarouselProps<T> {
  /** The section heading; the carousel is named after it ("<label> — carrossel"), distinct from its section. */
  label: string
  items: readonly T[]
  layout: CarouselLayout
  renderSlide: (item: T, index: number) => ReactNode
  /** Snap to slides (default) or scroll freely. */
  mode?: 'snap' | 'free-snap'
  /** Slide animation in ms (the spec's about carousel uses 500); 0 when the visitor prefers reduced motion. */
  duration?: number
  /**
   * The slides have no behaviour of their own (cards and plain links): the built site's island keeps their server
   * HTML, so its hydration and every render after it (the arrows' state) leave them alone. Default false: slides
   * with controls of their own (a video to play) are hydrated.
   */
  staticSlides?: boolean
}

/**
 * A WAI-ARIA carousel on keen-slider: previous/next are real buttons, disabled at the ends and hidden where every
 * slide fits; every slide is reachable by keyboard (focusing a slide's link brings it into view); no autoplay; on a
 * phone the next slide peeks in. Until keen-slider starts (or without JavaScript) the track is a native scroll-snap
 * row and a "scroll for more" cue holds the arrows' place, so nothing shifts when they replace it.
 */
export function Carousel<T>({
  label,
  items,
  layout,
  renderSlide,
  mode = 'snap',
  duration = 500,
  staticSlides = false,
}: CarouselProps<T>) {
  const { _ } = useLingui()
  // The arrows replace the scroll cue once the slider runs: their icons are in the prerendered page's sprite.
  useSpriteIcons(['chevron-left', 'chevron-right'])
  const [position, setPosition] = useState<{ current: number; maxIndex: number } | null>(null)
  const { className, options } = CAROUSEL_LAYOUTS[layout]
  const sync = (instance: KeenSliderInstance) => {
    const details = instance.track.details
    if (details) setPosition({ current: details.abs, maxIndex: details.maxIdx })
  }
  // The slide an arrow press is heading to while its animation has not finished (keen-slider's own
  // `animator.targetIdx` is not set reliably before the animation's first frame, so quick presses were lost).
  const heading = useRef<number | null>(null)
  const arrived = () => {
    heading.current = null
  }
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    ...options,
    mode,
    defaultAnimation: { duration: prefersReducedMotion() ? 0 : duration },
    created: sync,
    updated: sync,
    // A breakpoint change (e.g. rotating a tablet) changes how far the track can go.
    optionsChanged: sync,
    slideChanged: sync,
    animationEnded: arrived,
    animationStopped: arrived,
  })
  const ready = position !== null
  const previousButton = useRef<HTMLButtonElement>(null)
  const nextButton = useRef<HTMLButtonElement>(null)
  // A focused arrow disabled at the end it moved to hands focus to the other arrow, so focus never drops to <body>.
  const handOver = useRef<{ from: HTMLButtonElement; to: HTMLButtonElement } | null>(null)
  useEffect(() => {
    const { from, to } = handOver.current ?? {}
    if (!from || !to || !from.disabled || to.disabled) return
    handOver.current = null
    if (document.activeElement === from || document.activeElement === document.body) to.focus()
  }, [position])

  // Counts from where a running animation is heading, so presses faster than the animation each move one slide.
  const step = (delta: number) => {
    const instance = slider.current
    const details = instance?.track.details
    if (!instance || !details) return
    const from = heading.current ?? details.abs
    const to = clamp(from + delta, details.minIdx, details.maxIdx)
    instance.moveToIdx(to, true)
    heading.current = to
    const [pressed, other] = delta < 0 ? [previousButton, nextButton] : [nextButton, previousButton]
    const atEnd = delta < 0 ? to <= details.minIdx : to >= details.maxIdx
    if (atEnd && pressed.current && other.current && document.activeElement === pressed.current)
      handOver.current = { from: pressed.current, to: other.current }
  }

  // Tabbing to a link in a hidden slide: slide it in, unless it is already fully shown.
  const reveal = (index: number) => {
    const instance = slider.current
    const details = instance?.track.details
    if (!instance || !details || (details.slides[index]?.portion ?? 0) > 0.99) return
    instance.moveToIdx(clamp(index, details.minIdx, details.maxIdx), true)
  }

  return (
    <div
      className={className}
      role="region"
      aria-roledescription={_(carouselCopy.carousel)}
      aria-label={_({ ...carouselCopy.name, values: { label } })}
    >
      {/* Slides are padded so a focused card's outline is not clipped; the negative margin keeps cards aligned. */}
      <div className="-mx-1.5">
        {/* Until keen-slider is ready the track is a native scroll-snap row (global.css), so the prerendered page
            shows every slide. Then overflow: clip (not hidden, global.css), so the browser cannot scroll the track
            to a focused slide and offset keen-slider's transforms. */}
        <div ref={sliderRef} className="keen-slider" data-ready={ready || undefined}>
          {items.map((item, index) => (
            <div
              key={index}
              className="keen-slider__slide p-1.5"
              role="group"
              aria-roledescription={_(carouselCopy.slideRole)}
              aria-label={_({ ...carouselCopy.slide, values: { position: index + 1, total: items.length } })}
              onFocus={() => reveal(index)}
            >
              {staticSlides ? <KeptHtml>{renderSlide(item, index)}</KeptHtml> : renderSlide(item, index)}
            </div>
          ))}
        </div>
      </div>
      {/* The arrows once they work; until then, in their row (its height kept: nothing shifts when they come), a
          cue right under the track. Where every slide fits, neither (global.css). */}
      <div className="carousel-controls mt-3 flex h-11 items-start justify-end gap-3">
        {ready ? (
          <>
            <button
              ref={previousButton}
              type="button"
              className="carousel-button"
              disabled={position.current <= 0}
              onClick={() => step(-1)}
            >
              <Icon name="chevron-left" size={20} />
              <span className="sr-only">{_(carouselCopy.previous)}</span>
            </button>
            <button
              ref={nextButton}
              type="button"
              className="carousel-button"
              disabled={position.current >= position.maxIndex}
              onClick={() => step(1)}
            >
              <Icon name="chevron-right" size={20} />
              <span className="sr-only">{_(carouselCopy.next)}</span>
            </button>
          </>
        ) : (
          // A visual hint: a screen reader meets every slide in reading order anyway.
          <p aria-hidden="true" className="flex items-center gap-2 text-small text-fg-muted">
            {_(carouselCopy.scrollHint)}
            <Icon name="arrow-right" size={16} className="text-fg-accent" />
          </p>
        )}
      </div>
    </div>
  )
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max)
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}
