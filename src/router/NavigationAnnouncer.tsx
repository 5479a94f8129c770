import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/**
 * After a client-side navigation to another page (the router has already put it at its top, without a glide):
 * focus moves to the new page's heading, as a full page load would start reading there, and a polite live
 * region announces the new page's title.
 */
export function NavigationAnnouncer() {
  const router = useRouter()
  const [announcement, setAnnouncement] = useState('')
  useEffect(
    () =>
      router.subscribe('onRendered', ({ fromLocation, pathChanged, toLocation }) => {
        if (!fromLocation || !pathChanged || toLocation.hash) return
        const target = document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main')
        if (!target) return
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
        target.focus({ preventScroll: true })
        setAnnouncement(document.title)
      }),
    [router],
  )
  return (
    <p role="status" className="sr-only">
      {announcement}
    </p>
  )
}
