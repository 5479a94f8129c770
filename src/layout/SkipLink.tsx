import { useLingui } from '@lingui/react'
import { MAIN_ID } from '../config/pages'
import { chromeCopy } from './navigation'

/** The first Tab stop of every page, before the cookie banner and the header: jumps to the page's `<main>`. */
export function SkipLink() {
  const { _ } = useLingui()
  return (
    <a href={`#${MAIN_ID}`} className="skip-link">
      {_(chromeCopy.skipToContent)}
    </a>
  )
}
