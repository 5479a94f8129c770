import { useLingui } from '@lingui/react'
import { chromeCopy } from './navigation'
import { SmartLink } from '../ui/SmartLink'

/** The company logo, linking to the home page of the current locale. */
export function Logo({ light = false }: { light?: boolean }) {
  const { _ } = useLingui()
  return (
    <SmartLink href="/" className="inline-flex min-h-11 items-center">
      <img
        src={light ? '/logos/nuvora-light.svg' : '/logos/nuvora.svg'}
        alt={_(chromeCopy.homeLink)}
        loading={light ? 'lazy' : undefined}
        width={128}
        height={32}
        className="h-8 w-auto"
      />
    </SmartLink>
  )
}
