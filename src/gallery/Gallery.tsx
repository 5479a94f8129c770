import type { ComponentType } from 'react'
import type { SectionFrame, SectionRegistry } from '../config/defineSection'
import { cn } from '../design/cn'
import { galleryAnchor, type GalleryEntry } from './galleryEntries'
import { GALLERY_LOCALES, galleryUrl, type GalleryLocale } from './galleryLocales'

interface GalleryProps {
  locale: GalleryLocale
  sections: SectionRegistry
  entries: readonly GalleryEntry[]
}

/**
 * Every section with each of its fixtures, one after the other, in one locale. Each block sits in a frame named
 * `data-gallery-section` / `data-gallery-fixture` (what the overflow test reports) under a small caption.
 */
export function Gallery({ locale, sections, entries }: GalleryProps) {
  return (
    <main>
      <header data-surface="inverse" className="flex flex-wrap items-center gap-x-8 gap-y-1 px-gutter py-2 text-small">
        <h1 className="font-semibold">Section gallery · {locale}</h1>
        <nav aria-label="Gallery locales">
          <ul className="flex flex-wrap gap-x-1">
            {GALLERY_LOCALES.map((other) => (
              <li key={other}>
                <a
                  href={galleryUrl(other)}
                  aria-current={other === locale ? 'page' : undefined}
                  className={cn(
                    'footer-link px-2',
                    other === locale && 'font-semibold underline decoration-accent decoration-2',
                  )}
                >
                  {other}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {entries.map(({ type, fixture, props }) => {
        const Component = sections[type]!.Component as ComponentType<object & SectionFrame>
        return (
          <div key={`${type}.${fixture}`} data-gallery-section={type} data-gallery-fixture={fixture}>
            <p className="border-y border-line bg-fg/5 px-gutter py-1 font-mono text-small text-fg-muted">
              {type} › {fixture}
            </p>
            <Component {...props} sectionId={galleryAnchor(type, fixture)} />
          </div>
        )
      })}
    </main>
  )
}
