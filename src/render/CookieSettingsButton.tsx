import { CookieSettings } from '../consent/CookieSettings'
import { Island } from './Island'

/** The cookie settings button a footer shows: an island of its own in the page (`cookie-settings`). */
export function CookieSettingsButton() {
  return (
    <Island name="cookie-settings">
      <CookieSettings />
    </Island>
  )
}
