import type { Image } from './image'

/** An image must say what it shows (`alt`) or say that it shows nothing the text does not (`decorative: true`). */
export function pictureProblem(picture: Pick<Image, 'alt' | 'decorative'>): string | undefined {
  if (picture.alt && picture.decorative)
    return 'has both `alt` and `decorative: true`; keep `alt` if the image shows something the text does not say, else `decorative: true`'
  if (!picture.alt && !picture.decorative)
    return 'needs `alt: msg`…`` saying what the image shows, or `decorative: true` when it adds nothing to the text around it'
  return undefined
}

/** Alt text read aloud in place of an image (a brand logo's name) must hold words, and not a file's or a placeholder. */
export function altTextProblem(text: string): string | undefined {
  if (text.trim() === '') return 'is blank, but it is read aloud in place of the image; write the name it shows'
  const fault = altTextFault(text)
  return fault && `"${text}" ${ALT_FAULTS[fault]}, but it is read aloud in place of the logo; write the brand's name`
}

/**
 * Why alt text names nothing the picture shows: it is the picture's own file name (`src`'s, with or without its
 * extension, its dashes or its case: `camila-duarte.png`, `Camila_Duarte`), another file's name, or a word that
 * only says there is a picture (`foto`, `imagem`, `image`, `IMG_2041`) in any of the site's languages.
 */
export type AltTextFault = 'its file name' | 'a file name' | 'a placeholder'

/** Each fault in words, after the alt text: `"foto" only says that there is a picture`. */
export const ALT_FAULTS: Record<AltTextFault, string> = {
  'its file name': "is the picture's file name",
  'a file name': 'is a file name',
  'a placeholder': 'only says that there is a picture',
}

/** What a screen reader makes of alt text with each fault, after `ALT_FAULTS`. */
export const ALT_HEARD: Record<AltTextFault, string> = {
  'its file name': 'which a screen reader would read out in its place',
  'a file name': "which a screen reader would read out in the picture's place",
  'a placeholder': 'which a screen reader announces anyway',
}

/** The fix, in every message about an image's alt text. */
export const ALT_FIX =
  'write what the picture shows (e.g. msg`Ana e Bruno revisando o protótipo na tela`), or set `decorative: true` ' +
  'if it adds nothing to the text around it'

const IMAGE_EXTENSION = /\.(jpe?g|png|webp|avif|gif|svg|heic|tiff?|bmp)$/i
/** Words for "a picture" (lower case, accents removed), alone or numbered as cameras name files (`IMG_2041`). */
const PLACEHOLDER =
  /^(foto|fotos|fotografia|imagem|imagens|imagen|imagenes|image|images|img|pic|picture|photo|photos|figura|figure|ilustracao|ilustracion|illustration|logo|logotipo|banner|screenshot|dsc|dscn|pxl)([\s_-]*\d+)?$/

/** Lower case, accents removed, separators as spaces: `Camila_Duarte` and `camila-duarte` read alike. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim()

/** Why alt text (an image's `alt` or a logo's name) names nothing the picture shows, if so; `src` is its file. */
export function altTextFault(alt: string, src?: string): AltTextFault | undefined {
  const text = alt.trim()
  const base = src
    ?.split('/')
    .at(-1)!
    .replace(IMAGE_EXTENSION, '')
    .replace(/\.[a-z]{2}-[a-z]{2}$/, '')
  const name = text.split('/').at(-1)!.replace(IMAGE_EXTENSION, '')
  // One word, the file's own name, or joined as file names are (`Camila_Duarte`): a person's "Camila Duarte" is not.
  const sameName =
    base !== undefined && !/\s/.test(name) && (name === base || (/[_-]/.test(name) && plain(name) === plain(base)))
  if (sameName) return 'its file name'
  if (IMAGE_EXTENSION.test(text)) return 'a file name'
  return PLACEHOLDER.test(plain(text.replace(/^[\p{P}\s]+|[\p{P}\s]+$/gu, ''))) ? 'a placeholder' : undefined
}

/**
 * The alt text of an image field that names nothing it shows (`altTextFault`), in a sentence with the fix; undefined
 * when it is fine, missing (`pictureProblem` says so) or stripped from the build's descriptors.
 */
export function imageAltProblem({ alt, src }: Pick<Image, 'alt' | 'src'>): string | undefined {
  const text = alt?.message
  const fault = text === undefined ? undefined : altTextFault(text, src)
  return fault && `"${text!}" ${ALT_FAULTS[fault]}, ${ALT_HEARD[fault]}; ${ALT_FIX}`
}
