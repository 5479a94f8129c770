import type { ComponentType } from 'react'
import type { SectionFrame, SectionRegistry } from '../config/defineSection'
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
    <main className="bg-slate-100">
      <header className="bg-slate-900 text-sm text-white flex flex-wrap items-baseline gap-x-6 gap-y-2 px-4 py-3">
        <h1 className="font-semibold">Section gallery · {locale}</h1>
        <nav aria-label="Gallery locales" className="flex flex-wrap gap-4">
          {GALLERY_LOCALES.map((other) => (
            <a key={other} href={galleryUrl(other)} aria-current={other === locale ? 'page' : undefined}>
              {other}
            </a>
          ))}
        </nav>
      </header>
      {entries.map(({ type, fixture, props }) => {
        const Component = sections[type]!.Component as ComponentType<object & SectionFrame>
        return (
          <div key={`${type}.${fixture}`} data-gallery-section={type} data-gallery-fixture={fixture}>
            <p className="bg-slate-200 text-xs text-slate-700 px-4 py-1 font-mono">
              {type} › {fixture}
            </p>
            <Component {...props} sectionId={galleryAnchor(type, fixture)} />
          </div>
        )
      })}
    </main>
  )
}
