import { createContext, useContext, type ReactNode } from 'react'

const FirstBlockContext = createContext(false)

/** Marks what the page's first block renders: it is in the first viewport, where an image may be the LCP. */
export function BlockPosition({ first, children }: { first: boolean; children: ReactNode }) {
  return <FirstBlockContext value={first}>{children}</FirstBlockContext>
}

/** Whether the component renders inside the page's first block (in the first viewport). */
export function useInFirstBlock(): boolean {
  return useContext(FirstBlockContext)
}
