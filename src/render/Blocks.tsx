import type { ComponentType } from 'react'
import type { Block } from '../../sections'
import type { SectionFrame } from '../config/defineSection'
import { getSection } from './sectionLoader'

/** Renders a page's blocks in order, each with the section plugin registered for its type. */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => {
    const Component = getSection(block.type).Component as ComponentType<object & SectionFrame>
    return <Component key={index} {...block.props} sectionId={block.id} />
  })
}
