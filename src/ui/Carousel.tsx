import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { KeenSliderInstance } from 'keen-slider'
import { useKeenSlider } from 'keen-slider/react'
import { useState, type ReactNode } from 'react'
import { CAROUSEL_LAYOUTS, type CarouselLayout } from './carouselLayouts'
import { cn } from './cn'

export const carouselCopy = {
  previous: msg`Anterior`,
  next: msg`Próximo`,
  slide: msg({ message: '{position} de {total}', comment: 'Accessible name of a carousel slide, e.g. "2 de 7"' }),
  carousel: msg`carrossel`,
  slideRole: msg`slide`,
}

interface CarouselProps<T> {
  /** Accessible name of the carousel (usually the section heading). */
  label: string
  items: readonly T[]
  layout: CarouselLayout
  renderSlide: (item: T, index: number) => ReactNode
  /** Snap to slides (default) or scroll freely. */
  mode?: 'snap' | 'free-snap'
  /** Slide animation in ms (the spec's about carousel uses 500); 0 when the visitor prefers reduced motion. */
  duration?: number
}

/**
 * A WAI-ARIA carousel on keen-slider: previous/next are real buttons, disabled at the ends; every slide is
 * reachable by keyboard (focusing a slide's link brings it into view); no autoplay.
 */
export function Carousel<T>({ label, items, layout, renderSlide, mode = 'snap', duration = 500 }: CarouselProps<T>) {
  const { _ } = useLingui()
  const [position, setPosition] = useState<{ current: number; maxIndex: number } | null>(null)
  const { className, options } = CAROUSEL_LAYOUTS[layout]
  const sync = (instance: KeenSliderInstance) => {
    const details = instance.track.details
    if (details) setPosition({ current: details.abs, maxIndex: details.maxIdx })
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
  })
  const ready = position !== null

  // Counts from where a running animation is heading, so clicks faster than the animation each move one slide.
  const step = (delta: number) => {
    const instance = slider.current
    const details = instance?.track.details
    if (!instance || !details) return
    const from = instance.animator.targetIdx ?? details.abs
    instance.moveToIdx(clamp(from + delta, details.minIdx, details.maxIdx), true)
  }

  // Tabbing to a link in a hidden slide: slide it in, unless it is already fully shown.
  const reveal = (index: number) => {
    const instance = slider.current
    const details = instance?.track.details
    if (!instance || !details || (details.slides[index]?.portion ?? 0) > 0.99) return
    instance.moveToIdx(clamp(index, details.minIdx, details.maxIdx), true)
  }

  return (
    <div role="region" aria-roledescription={_(carouselCopy.carousel)} aria-label={label}>
      {/* Slides are padded so a focused card's outline is not clipped; the negative margin keeps cards aligned. */}
      <div className="-mx-1.5">
        {/* overflow: clip (not hidden) so the browser cannot scroll the track to a focused slide and offset keen-slider's transforms. */}
        <div ref={sliderRef} className={cn('keen-slider overflow-clip!', className)} data-ready={ready || undefined}>
          {items.map((item, index) => (
            <div
              key={index}
              className="keen-slider__slide p-1.5"
              role="group"
              aria-roledescription={_(carouselCopy.slideRole)}
              aria-label={_({ ...carouselCopy.slide, values: { position: index + 1, total: items.length } })}
              onFocus={() => reveal(index)}
            >
              {renderSlide(item, index)}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          className="carousel-button"
          disabled={!position || position.current <= 0}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">←</span>
          <span className="sr-only">{_(carouselCopy.previous)}</span>
        </button>
        <button
          type="button"
          className="carousel-button"
          disabled={!position || position.current >= position.maxIndex}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">→</span>
          <span className="sr-only">{_(carouselCopy.next)}</span>
        </button>
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
