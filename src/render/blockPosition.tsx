import { createContext, useContext, type ReactNode } from 'react'

/** Where a block sits: the page's first, the one after it, or further down. */
export type BlockPlace = 'first' | 'second' | 'below'

const BlockPlaceContext = createContext<BlockPlace>('below')

/**
 * Marks what a block renders with its place on the page: the first block is in the first viewport, where an image
 * may be the LCP; the second may show in a phone's first view under a short first block.
 */
export function BlockPosition({
  first,
  second = false,
  children,
}: {
  first: boolean
  second?: boolean
  children: ReactNode
}) {
  return <BlockPlaceContext value={first ? 'first' : second ? 'second' : 'below'}>{children}</BlockPlaceContext>
}

/** Whether the component renders inside the page's first block (in the first viewport). */
export function useInFirstBlock(): boolean {
  return useContext(BlockPlaceContext) === 'first'
}

/** The place of the block the component renders in. */
export function useBlockPlace(): BlockPlace {
  return useContext(BlockPlaceContext)
}
