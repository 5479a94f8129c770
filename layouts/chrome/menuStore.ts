import { create } from 'zustand'

interface MenuState {
  /** Whether the mobile drawer is open. */
  drawerOpen: boolean
  setDrawerOpen: (open: boolean) => void
}

/** The mobile menu's state, shared by its button and the drawer. */
export const useMenuStore = create<MenuState>((set) => ({
  drawerOpen: false,
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
}))
