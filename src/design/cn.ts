import { extendTailwindMerge } from 'tailwind-merge'

/**
 * The token names of `tokens.css`, so class merging knows `text-h2` is a size (not a colour) and `py-section` a
 * space: the later of two conflicting classes wins, whatever their order in the CSS.
 */
const merge = extendTailwindMerge({
  extend: {
    theme: {
      text: ['display', 'h1', 'h2', 'h3', 'lead', 'body', 'small', 'eyebrow', 'stat'],
      color: [
        'surface',
        'surface-raised',
        'fg',
        'fg-muted',
        'fg-accent',
        'line',
        'line-strong',
        'action',
        'action-fg',
        'action-hover',
        'focus-ring',
        'success',
        'error',
        'accent',
        'accent-soft',
        'success-soft',
        'error-soft',
        'on-accent-soft',
        'on-success-soft',
        'on-error-soft',
        'scrim',
      ],
      spacing: ['section', 'section-tight', 'gutter'],
      container: ['page', 'reading'],
      radius: ['sm', 'control', 'card', 'media'],
      shadow: ['card', 'raised'],
      ease: ['brand'],
    },
  },
})

/** Joins class names, skipping falsy ones; of two conflicting utilities the later wins (`cn('py-4', 'py-8')` → `py-8`). */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return merge(classes)
}
