'use client'

import { useEffect, useRef, useState } from 'react'
import { createViewportTrigger, viewportObserverOptions } from '@/lib/browser/viewport-trigger'

/** The transparent one-pixel GIF shown while an image waits for the viewport (spec section 4). */
export const transparentPixel = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'
/** Shown in place of an image that failed to load. */
export const fallbackImage = '/images/image-fallback.svg'

type Props = {
  /** The optimised image: `src`, `srcSet` and `sizes` from Next's image optimiser. */
  src: string
  srcSet?: string
  sizes?: string
  width: number
  height: number
  alt: string
  /** The box's ratio, e.g. `16 / 9`; defaults to the image's own. */
  aspectRatio?: string
  className?: string
  /** Start loading only after the image has been this long in view (cancelled if it leaves first). */
  delayMs?: number
}

type State = 'loading' | 'loaded' | 'error'

/**
 * The image component for content images below the fold. Its box is reserved from the start, so
 * nothing moves; it shows a transparent pixel until it enters the viewport, then the real image,
 * or the fallback image if that fails (logged). Without JavaScript, the <noscript> copy shows.
 */
export function LazyImage({ src, srcSet, sizes, width, height, alt, aspectRatio, className, delayMs = 0 }: Props) {
  const ref = useRef<HTMLImageElement>(null)
  const [inView, setInView] = useState(false)
  const [state, setState] = useState<State>('loading')

  useEffect(() => {
    const image = ref.current
    if (!image) return
    if (typeof IntersectionObserver === 'undefined') return setInView(true)
    const trigger = createViewportTrigger({ delayMs, start: () => setInView(true) })
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) trigger.intersecting(entry.isIntersecting)
      if (trigger.started) observer.disconnect()
    }, viewportObserverOptions)
    observer.observe(image)
    return () => {
      observer.disconnect()
      trigger.dispose()
    }
  }, [delayMs])

  const shown = state === 'error' ? { src: fallbackImage } : inView ? { src, srcSet, sizes } : { src: transparentPixel }
  const style = { aspectRatio: aspectRatio ?? `${width} / ${height}` }

  return (
    <>
      <img
        ref={ref}
        {...shown}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        style={style}
        className={className}
        data-lazy=""
        data-state={state}
        onLoad={() => {
          if (inView && state === 'loading') setState('loaded')
        }}
        onError={() => {
          if (!inView || state === 'error') return
          console.error(`The image ${src} failed to load; showing the fallback image.`)
          setState('error')
        }}
      />
      <noscript>
        <img src={src} srcSet={srcSet} sizes={sizes} alt={alt} width={width} height={height} loading="lazy" decoding="async" style={style} className={className} />
      </noscript>
    </>
  )
}
