import { useLingui } from '@lingui/react'
import { chromeCopy } from './navigation'
import { SmartLink } from '../router/SmartLink'

/**
 * The company logo, linking to the home page of the current locale. It is drawn inline (the same drawing as
 * `public/logos/nuvora.svg`, which the structured data names as the organisation's logo), so it is part of the
 * first paint and costs no request of its own.
 */
export function Logo({ light = false }: { light?: boolean }) {
  const { _ } = useLingui()
  return (
    <SmartLink href="/" className="inline-flex min-h-11 items-center">
      <svg
        viewBox="0 0 160 40"
        width={128}
        height={32}
        role="img"
        aria-label={_(chromeCopy.homeLink)}
        className="h-8 w-auto"
      >
        <g transform="translate(4 4)">
          <rect width="32" height="32" rx="8" fill="#4f46e5" />
          <g fill="#ffffff">
            <circle cx="11.5" cy="18.5" r="4.5" />
            <circle cx="17.5" cy="14.5" r="6.5" />
            <circle cx="22.5" cy="18.5" r="4.5" />
            <rect x="11.5" y="16" width="11" height="7" />
          </g>
          <path d="M17 12.6l1 3.2 3.2 1-3.2 1-1 3.2-1-3.2-3.2-1 3.2-1z" fill="#4f46e5" />
          <path d="M25.5 5l.6 1.9 1.9.6-1.9.6-.6 1.9-.6-1.9-1.9-.6 1.9-.6z" fill="#c7d2fe" />
        </g>
        <text
          x="44"
          y="28"
          fontFamily="Arial, Helvetica, sans-serif"
          fontSize="22"
          fontWeight="700"
          letterSpacing="0.3"
          fill={light ? '#ffffff' : '#0f172a'}
        >
          Nuvora
        </text>
      </svg>
    </SmartLink>
  )
}
