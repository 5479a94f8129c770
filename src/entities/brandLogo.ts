/** A brand shown as a logo (partner, client or official partner). Names are proper nouns: not translated. */
export interface BrandLogo {
  /** Brand name; also the image's alt text. */
  name: string
  /** SVG under `public/logos/`. */
  img: string
}
