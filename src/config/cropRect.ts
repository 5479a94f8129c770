import type { ImageFocus } from './image'

/** A rectangle of a picture, in pixels. */
export interface Rect {
  left: number
  top: number
  width: number
  height: number
}

/**
 * The largest part of a `width` × `height` picture with the shape `aspect` (width ÷ height) that keeps `focus`
 * as near its centre as the picture's edges allow; the whole picture when no aspect is asked for.
 */
export function cropRect(width: number, height: number, aspect?: number, focus: ImageFocus = { x: 50, y: 50 }): Rect {
  if (!aspect || Math.abs(width / height - aspect) < 0.005) return { left: 0, top: 0, width, height }
  if (width / height > aspect) {
    const cropWidth = Math.round(height * aspect)
    return { left: around((focus.x / 100) * width, cropWidth, width), top: 0, width: cropWidth, height }
  }
  const cropHeight = Math.round(width / aspect)
  return { left: 0, top: around((focus.y / 100) * height, cropHeight, height), width, height: cropHeight }
}

/** Where a span of `span` px centred on `centre` starts, kept inside `0…total`. */
function around(centre: number, span: number, total: number): number {
  return Math.min(Math.max(0, Math.round(centre - span / 2)), total - span)
}
