import { useEffect, useState } from 'react'
import { useRouter } from './react'

/**
 * After a client-side navigation to another page: the new page starts at its top at once (the CSS smooth
 * scrolling is for in-page anchors only) or at the fragment it names, focus moves to the new page's heading, as a
 * full page load would start reading there, and a polite live region announces the new page's title.
 */
export function NavigationAnnouncer() {
  const router = useRouter()
  const [announcement, setAnnouncement] = useState('')
  useEffect(
    () =>
      router.onRendered(({ pathChanged, to }) => {
        if (!pathChanged) return
        const fragment = to.hash ? document.getElementById(decodeURIComponent(to.hash)) : null
        if (fragment) return fragment.scrollIntoView({ behavior: 'instant' })
        window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
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
