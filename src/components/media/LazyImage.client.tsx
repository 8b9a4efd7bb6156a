'use client'

import { useEffect, useRef, useState } from 'react'
import { createViewportTrigger, viewportObserverOptions } from '@/lib/browser/viewport-trigger'
import { optimizedImageSrcSet, optimizedImageUrl } from '@/lib/image-url'

/** The transparent one-pixel GIF shown while an image waits for the viewport (spec section 4). */
const transparentPixel = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'
/** Shown in place of an image that failed to load. */
const fallbackImage = '/images/image-fallback.svg'

type Props = {
  /** The image's own address; the optimiser's URLs for it are made here (lib/image-url.ts). */
  src: string
  /** The widths the optimiser offers it in (from `getImageProps`), smallest first. */
  widths: number[]
  sizes?: string
  width: number
  height: number
  alt: string
  /** The box's ratio, e.g. `16 / 9`; defaults to the image's own. */
  aspectRatio?: string
  className?: string
  /** Start loading only after the image has been this long in view (cancelled if it leaves first). */
  delayMs?: number
  /** The colour of its box until it arrives (an opaque image's dominant colour). */
  placeholder?: string
}

type State = 'loading' | 'loaded' | 'error'

/**
 * The image component for content images below the fold. Its box is reserved from the start, so
 * nothing moves; it shows a transparent pixel until it enters the viewport, then the real image,
 * or the fallback image if that fails (logged). Without JavaScript, the <noscript> copy shows.
 */
export function LazyImage({ src, widths, sizes, width, height, alt, aspectRatio, className, delayMs = 0, placeholder }: Props) {
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

  const optimized = optimizedImageUrl(src, widths.at(-1) ?? width)
  const shown = state === 'error' ? { src: fallbackImage } : inView ? { src: optimized, srcSet: optimizedImageSrcSet(src, widths), sizes } : { src: transparentPixel }
  const style = { aspectRatio: aspectRatio ?? `${width} / ${height}`, ...(placeholder && { backgroundColor: placeholder }) }

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
          console.error(`The image ${optimized} failed to load; showing the fallback image.`)
          setState('error')
        }}
      />
      {/* One size without JavaScript: every width's URL would add about 1 KB to the page per image.
          No placeholder colour: without JavaScript the page shows as the browser loads it. */}
      <noscript>
        <img src={optimizedImageUrl(src, noscriptWidth(widths, width))} alt={alt} width={width} height={height} loading="lazy" decoding="async" style={{ aspectRatio: style.aspectRatio }} className={className} />
      </noscript>
    </>
  )
}

/** The width shown without JavaScript: enough for a phone's screen at twice its density, or a card. */
function noscriptWidth(widths: number[], width: number): number {
  return widths.find((w) => w >= 1000) ?? widths.at(-1) ?? width
}
