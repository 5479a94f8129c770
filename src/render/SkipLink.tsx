import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { MAIN_ID } from '../config/pages'

/** The skip link's words. */
export const skipLinkCopy = {
  skipToContent: msg`Pular para o conteúdo`,
}

/** The first Tab stop of every page, before the cookie banner and the header: jumps to the page's `<main>`. */
export function SkipLink() {
  const { _ } = useLingui()
  return (
    <a href={`#${MAIN_ID}`} className="skip-link">
      {_(skipLinkCopy.skipToContent)}
    </a>
  )
}
