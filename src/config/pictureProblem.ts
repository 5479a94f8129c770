import type { Image } from './image'

/** An image must say what it shows (`alt`) or say that it shows nothing the text does not (`decorative: true`). */
export function pictureProblem(picture: Pick<Image, 'alt' | 'decorative'>): string | undefined {
  if (picture.alt && picture.decorative)
    return 'has both `alt` and `decorative: true`; keep `alt` if the image shows something the text does not say, else `decorative: true`'
  if (!picture.alt && !picture.decorative)
    return 'needs `alt: msg`…`` saying what the image shows, or `decorative: true` when it adds nothing to the text around it'
  return undefined
}

/** Alt text read aloud in place of an image (a brand logo's name) must hold words. */
export function altTextProblem(text: string): string | undefined {
  return text.trim() === ''
    ? 'is blank, but it is read aloud in place of the image; write the name it shows'
    : undefined
}
