import type { HTMLAttributes, ReactNode } from 'react'
import { useHydrated } from '../../src/design/useHydrated'
import { Chevron } from './Chevron'
import { DisclosureChevron, NoScriptDisclosure } from './NoScriptDisclosure'
import { useDropdown } from './useDropdown'

/** What the scripted dropdown hands its panel: the panel's ARIA wiring and what closes it after a link is followed. */
export interface ScriptedPanel {
  panelProps: HTMLAttributes<HTMLElement>
  close: () => void
}

interface HeaderDropdownProps {
  /** What the trigger shows (the chevron is added). */
  trigger: ReactNode
  triggerClassName: string
  /** The panel; `scripted` is absent in the native disclosure rendered before (or without) JavaScript. */
  renderPanel: (scripted?: ScriptedPanel) => ReactNode
}

/**
 * A desktop header dropdown: a native disclosure until the page is hydrated (so it opens without JavaScript), then
 * the scripted one (`useDropdown`) that also opens on hover, closes on Escape and returns focus.
 */
export function HeaderDropdown({ trigger, triggerClassName, renderPanel }: HeaderDropdownProps) {
  const { open, close, rootProps, buttonProps, panelProps } = useDropdown()
  const hydrated = useHydrated()
  if (!hydrated)
    return (
      <NoScriptDisclosure
        className="relative"
        summaryClassName={triggerClassName}
        summary={
          <>
            {trigger}
            <DisclosureChevron />
          </>
        }
      >
        {renderPanel()}
      </NoScriptDisclosure>
    )
  return (
    <div className="relative" {...rootProps}>
      <button {...buttonProps} className={triggerClassName}>
        {trigger}
        <Chevron open={open} />
      </button>
      {renderPanel({ panelProps, close })}
    </div>
  )
}
