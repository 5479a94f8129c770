import type { KeenSliderOptions } from 'keen-slider'

/**
 * On a phone (≤ 640 px) one whole slide and a fifth of the next, spaced 16px: the spec's "1 per view" plus a peek,
 * so the visitor sees that it scrolls. Its last slide still comes fully into view.
 */
const PHONE = { '(max-width: 640px)': { slides: { perView: 1.2, spacing: 16 } } }

/**
 * The carousel layouts the spec defines: keen-slider's options, and the class (on the carousel) whose rules give the
 * slides the same widths before the slider starts (prerendered HTML, no layout shift when it takes over) and leave
 * the arrows out where every slide fits. Those rules are written from these options (`carouselCss.ts`, into
 * `src/styles/carousel.generated.css` by `npm run brand` and the build): breakpoints are `(max-width: <n>px)`.
 */
export const CAROUSEL_LAYOUTS = {
  /** 4 per view spaced 32px; 2 spaced 16px up to 1024px wide; 1 (and a peek) spaced 16px up to 640px. */
  'four-two-one': {
    className: 'carousel-four-two-one',
    options: {
      slides: { perView: 4, spacing: 32 },
      breakpoints: { '(max-width: 1024px)': { slides: { perView: 2, spacing: 16 } }, ...PHONE },
    },
  },
  /** 3 per view spaced 32px; 1 spaced 16px up to 1024px wide (and a peek up to 640px). */
  'three-one': {
    className: 'carousel-three-one',
    options: {
      slides: { perView: 3, spacing: 32 },
      breakpoints: { '(max-width: 1024px)': { slides: { perView: 1, spacing: 16 } }, ...PHONE },
    },
  },
} satisfies Record<string, { className: string; options: KeenSliderOptions }>

export type CarouselLayout = keyof typeof CAROUSEL_LAYOUTS
