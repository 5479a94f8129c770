import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { SiteLink } from './Link'
import { CLIENT_LOGO } from './clientLogo.generated'
import { LOGO } from './logo.generated'

/** The logo's own words: the name of its link for a screen reader. */
export const logoCopy = {
  homeLink: msg`Nuvora, página inicial`,
}

/**
 * The company logo, linking to the home page of the current locale. It is drawn inline (the drawing of
 * `public/logos/nuvora.svg`, which the structured data names as the organisation's logo: `npm run brand` writes
 * both), so it is part of the first paint and costs no request of its own. The wordmark is outlined, not text: the
 * same on every computer. Its colours follow the surface it sits on: the arch and the name in the surface's text
 * colour (ink on light surfaces, light on inverse ones), the nova in the accent. A client's own logo
 * (`content/brand/logo.svg`, checked by the build like every SVG image) is drawn instead, at the same height, its
 * `currentColor` in the surface's text colour.
 */
export function Logo() {
  const { _ } = useLingui()
  const { width, height } = CLIENT_LOGO ?? LOGO
  const { mark, wordmark } = LOGO
  return (
    <SiteLink href="/" className="inline-flex min-h-11 items-center">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        role="img"
        aria-label={_(logoCopy.homeLink)}
        className="h-8 w-auto text-fg"
        // The client's SVG, refused by the build if it could run or load anything (src/tools/build/media/svgSafety.ts).
        dangerouslySetInnerHTML={CLIENT_LOGO ? { __html: CLIENT_LOGO.svg } : undefined}
      >
        {CLIENT_LOGO ? undefined : (
          <>
            <path d={mark.arch} fill="currentColor" />
            <circle cx={mark.nova.cx} cy={mark.nova.cy} r={mark.nova.r} fill="currentColor" className="text-accent" />
            <path d={wordmark.d} transform={wordmark.transform} fill="currentColor" />
          </>
        )}
      </svg>
    </SiteLink>
  )
}
