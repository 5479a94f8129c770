import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
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
  const [current, setCurrent] = useState(0)
  const [maxIndex, setMaxIndex] = useState<number | null>(null)
  const { className, options } = CAROUSEL_LAYOUTS[layout]
  const [sliderRef, slider] = useKeenSlider<HTMLUListElement>({
    ...options,
    mode,
    defaultAnimation: { duration: prefersReducedMotion() ? 0 : duration },
    created: (instance) => setMaxIndex(instance.track.details.maxIdx),
    updated: (instance) => setMaxIndex(instance.track.details.maxIdx),
    optionsChanged: (instance) => setMaxIndex(instance.track.details.maxIdx),
    slideChanged: (instance) => setCurrent(instance.track.details.rel),
  })
  const ready = maxIndex !== null
  const atEnd = !ready || current >= maxIndex

  return (
    <div role="region" aria-roledescription={_(carouselCopy.carousel)} aria-label={label}>
      <ul ref={sliderRef} className={cn('keen-slider', className)} data-ready={ready || undefined}>
        {items.map((item, index) => (
          <li
            key={index}
            className="keen-slider__slide"
            role="group"
            aria-roledescription={_(carouselCopy.slideRole)}
            aria-label={_({ ...carouselCopy.slide, values: { position: index + 1, total: items.length } })}
            onFocus={() => slider.current?.moveToIdx(Math.min(index, slider.current.track.details.maxIdx))}
          >
            {renderSlide(item, index)}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" className="carousel-button" disabled={!ready || current <= 0} onClick={() => slider.current?.prev()}>
          <span aria-hidden="true">←</span>
          <span className="sr-only">{_(carouselCopy.previous)}</span>
        </button>
        <button type="button" className="carousel-button" disabled={atEnd} onClick={() => slider.current?.next()}>
          <span aria-hidden="true">→</span>
          <span className="sr-only">{_(carouselCopy.next)}</span>
        </button>
      </div>
    </div>
  )
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}
