import Image, { getImageProps } from 'next/image'
import type { Media } from '@/lib/content/fragments'
import { LazyImage } from './LazyImage.client'

type Props = {
  media: Media | null | undefined
  sizes: string
  className?: string
  /** The box's ratio, e.g. `16 / 9` (the image is cropped to it with `object-cover`). */
  aspectRatio?: string
  /** Above the fold (the hero, the first card): load at once with high priority. */
  priority?: boolean
  /** Below the fold: start loading only after this long in view. */
  delayMs?: number
}

/**
 * A CMS image in responsive sizes (Next's optimiser makes AVIF/WebP). Above the fold it loads at
 * once; below it, the lazy image component waits for the viewport (spec section 4).
 */
export function CmsImage({ media, sizes, className, aspectRatio, priority = false, delayMs }: Props) {
  if (!media?.url) return null
  const image = { src: media.url, alt: media.alt ?? '', width: media.width ?? 1600, height: media.height ?? 900, sizes }
  if (priority) return <Image {...image} preload fetchPriority="high" className={className} style={aspectRatio ? { aspectRatio } : undefined} />
  const { props } = getImageProps(image)
  return (
    <LazyImage
      src={props.src}
      srcSet={props.srcSet}
      sizes={props.sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      aspectRatio={aspectRatio}
      className={className}
      delayMs={delayMs}
    />
  )
}
