import type { KeenSliderOptions } from 'keen-slider'

/**
 * The carousel layouts the spec defines. Each is keen-slider's options plus the CSS class that gives slides
 * the same widths before the slider starts (prerendered HTML, no layout shift when it takes over).
 */
export const CAROUSEL_LAYOUTS = {
  /** 4 per view spaced 32px; 2 spaced 16px up to 1024px wide; 1 spaced 16px up to 640px. */
  'four-two-one': {
    className: 'carousel-four-two-one',
    options: {
      slides: { perView: 4, spacing: 32 },
      breakpoints: {
        '(max-width: 1024px)': { slides: { perView: 2, spacing: 16 } },
        '(max-width: 640px)': { slides: { perView: 1, spacing: 16 } },
      },
    },
  },
  /** 3 per view spaced 32px; 1 spaced 16px up to 1024px wide. */
  'three-one': {
    className: 'carousel-three-one',
    options: {
      slides: { perView: 3, spacing: 32 },
      breakpoints: { '(max-width: 1024px)': { slides: { perView: 1, spacing: 16 } } },
    },
  },
} satisfies Record<string, { className: string; options: KeenSliderOptions }>

export type CarouselLayout = keyof typeof CAROUSEL_LAYOUTS
