import { useRouteContext } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import type { SectionFrame } from '../config/defineSection'
import type { Block } from '../config/registry'

/** Renders a page's blocks in order, each with the section plugin registered for its type. */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  const { sections } = useRouteContext({ from: '__root__' })
  return blocks.map((block, index) => {
    const Component = sections.get(block.type).Component as ComponentType<object & SectionFrame>
    return <Component key={index} {...block.props} sectionId={block.id} />
  })
}
