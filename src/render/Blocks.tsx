import { Island } from './Island'
import { createContext, Suspense, use, useContext, type ComponentType, type ReactNode } from 'react'
import type { SectionFrame } from '../config/defineSection'
import type { ListPage } from '../config/listPage'
import type { Block } from '../config/registry'
import { BlockPosition } from './blockPosition'
import { hydrationGate } from './hydrationGates'
import type { SectionLoader } from './sectionLoader'

const SectionsContext = createContext<SectionLoader | null>(null)

/** Hands the site's sections to `<Blocks>` below (the app passes them in; the engine never imports them). */
export function SectionsProvider({ sections, children }: { sections: SectionLoader; children: ReactNode }) {
  return <SectionsContext value={sections}>{children}</SectionsContext>
}

/**
 * Renders a page's blocks in order, each with the section plugin registered for its type; the first one is marked
 * as in the first viewport (`useInFirstBlock`), where images load first and the rest wait until scrolled near; the
 * second as possibly in a phone's first view (`useBlockPlace`), where its largest picture loads at once. Each block
 * is a Suspense boundary of its own: in the browser the prerendered page hydrates block by block
 * (`gateBlockHydration`), each in its own short render and commit. The block whose list the page shows a page of
 * gets its place in that list (`listPage`).
 */
export function Blocks({ blocks, listPage }: { blocks: readonly Block[]; listPage?: ListPage }) {
  const sections = useSections()
  const keys = blockKeys(blocks)
  return blocks.map((block, index) => {
    const content = <BlockContent sections={sections} blocks={blocks} index={index} listPage={listPage} />
    return (
      <Suspense key={keys[index]}>
        <HydrationGate index={index}>
          {sections.get(block.type).interactive ? (
            <Island name="block" block={index}>
              {content}
            </Island>
          ) : (
            content
          )}
        </HydrationGate>
      </Suspense>
    )
  })
}

/** The sections `<SectionsProvider>` hands down. */
function useSections(): SectionLoader {
  const sections = useContext(SectionsContext)
  if (!sections) throw new Error('<Blocks> needs a <SectionsProvider> above it (see src/render/SiteApp.tsx)')
  return sections
}

/**
 * The block at `index` of `blocks` as its section renders it, with its place on the page: what `<Blocks>` renders,
 * and what the browser hydrates when the block is an island (`hydrateIslands`).
 */
export function BlockContent({
  sections,
  blocks,
  index,
  listPage,
}: {
  sections: SectionLoader
  blocks: readonly Block[]
  index: number
  listPage?: ListPage
}) {
  const block = blocks[index]!
  const Component = sections.get(block.type).Component as ComponentType<object & SectionFrame>
  return (
    <BlockPosition first={index === 0} second={index === 1}>
      <Component {...block.props} sectionId={block.id} {...(listPage?.block === index ? { listPage } : {})} />
    </BlockPosition>
  )
}

/**
 * A key per block that survives edits around it: its id, else its type and how many blocks of that type come before
 * it. When the dev server shows an edited page in place (`app/devPreview/`), a block added above a form leaves
 * the form's key, and so what was typed in it, as it was; keyed by position, every block below would start over.
 */
export function blockKeys(blocks: readonly Block[]): string[] {
  const seen = new Map<string, number>()
  return blocks.map((block) => {
    const count = seen.get(block.type) ?? 0
    seen.set(block.type, count + 1)
    return block.id === undefined ? `${block.type}#${count}` : `#${block.id}`
  })
}

/** Holds a block of the prerendered page in its server HTML until its hydration gate opens. */
function HydrationGate({ index, children }: { index: number; children: ReactNode }) {
  const gate = hydrationGate(index)
  if (gate) use(gate)
  return children
}
