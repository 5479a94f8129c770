import type { PageConfig } from '../../../../src/config/pages'
import type { SectionRegistry } from '../../../../src/engine'
import { note } from './note'

/** The small test site's registry, registered with the engine as the real site registers `sections/index.ts`. */
export const sections = { note } satisfies SectionRegistry

declare module '../../../../src/engine' {
  interface Register {
    sections: typeof sections
  }
}

/** A page of the small site: its blocks are typed by the registry above. */
export const notePage: PageConfig = {
  id: 'note',
  path: '/note',
  meta: { title: { id: 'Note' }, description: { id: 'A note' } },
  layout: 'bare',
  sections: [
    { type: 'note', id: 'first', props: { text: { id: 'Hello' } } },
    // @ts-expect-error -- a type the site did not register
    { type: 'hero', props: {} },
    // @ts-expect-error -- a prop the section does not have
    { type: 'note', props: { text: { id: 'Hello' }, title: { id: 'Hi' } } },
  ],
}

/** Its layout is one the small site registered (`layouts.ts`): a layout of the real site is a type error. */
export const landingPage: PageConfig = {
  id: 'landing',
  path: '/landing',
  meta: { title: { id: 'Landing' }, description: { id: 'A landing page' } },
  // @ts-expect-error -- a layout the site did not register (the real site's `landing`)
  layout: 'landing',
  sections: [],
}
