import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useEffect, useRef, useState } from 'react'
import { youtubeEmbedUrl, youtubeWatchUrl, type Video } from '../../content/models/videos'
import type { Image } from '../../src/engine'
import { Icon } from '../../src/design/Icon'
import { useHydrated } from '../../src/design/useHydrated'
import { CardImage } from '../shared/MediaCard'
import { videoPosterSlot } from './schema'

export const videoFacadeCopy = {
  play: msg({ message: 'Reproduzir vídeo: {title}', comment: 'Accessible name of a video play button' }),
}

// The rounded box is the facade itself, not a clipping wrapper: its focus ring, drawn outside it, stays visible.
const FACADE = 'group absolute inset-0 block size-full cursor-pointer overflow-hidden rounded-media bg-fg/10'

/**
 * A video as its local poster behind a real play button. The YouTube player (and every request to YouTube) only
 * comes when the visitor clicks; the frame then takes the focus so keyboard users land in the player. Before (or
 * without) JavaScript the facade is a link to the video's page on YouTube.
 */
export function VideoFacade({ video }: { video: Video }) {
  const { _ } = useLingui()
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  const title = _(video.title)
  const hydrated = useHydrated()
  useEffect(() => {
    if (playing) frame.current?.focus()
  }, [playing])

  return (
    <div className="relative aspect-video">
      {playing ? (
        <iframe
          ref={frame}
          src={youtubeEmbedUrl(video.youtubeId)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full rounded-media bg-fg/10"
        />
      ) : hydrated ? (
        <button type="button" onClick={() => setPlaying(true)} className={FACADE}>
          <FacadeFace poster={video.poster} name={_({ ...videoFacadeCopy.play, values: { title } })} />
        </button>
      ) : (
        <a href={youtubeWatchUrl(video.youtubeId)} className={FACADE}>
          <FacadeFace poster={video.poster} name={_({ ...videoFacadeCopy.play, values: { title } })} />
        </a>
      )}
    </div>
  )
}

/**
 * What the facade shows: the poster, a play mark in the surface's action colour, and its accessible name. The
 * poster is decorative (`alt=""`) whatever its field says: inside the button its alt text would be read before the
 * video's title.
 */
function FacadeFace({ poster, name }: { poster: Image; name: string }) {
  return (
    <>
      <CardImage image={{ ...poster, alt: undefined, decorative: true }} slot={videoPosterSlot} className="h-full" />
      <span
        aria-hidden="true"
        className="absolute bottom-4 left-4 flex size-14 items-center justify-center rounded-full bg-action text-action-fg shadow-raised transition duration-base ease-brand group-hover:scale-110 group-hover:bg-action-hover"
      >
        <Icon name="play" size={24} className="translate-x-0.5 fill-current" />
      </span>
      <span className="sr-only">{name}</span>
    </>
  )
}
