import { getImageProps } from 'next/image'
import type { Media } from '@/data/content/fragments'
import { srcSetWidths } from '@/lib/image-url'
import { LazyImage } from './LazyImage.client'

type Props = {
  /** What an `<img>` needs of an image (a mark's fragment has just that). */
  media: Pick<Media, 'alt' | 'height' | 'placeholderColor' | 'url' | 'width'> | null | undefined
  sizes: string
  className?: string
  /** The box's ratio, e.g. `16 / 9` (the image is cropped to it with `object-cover`). */
  aspectRatio?: string
  /** Above the fold (the hero, the first card): load at once with high priority. */
  priority?: boolean
  /** Below the fold: start loading only after this long in view. */
  delayMs?: number
  /**
   * Decorative here (`alt=""`): a card's picture beside the title that names what the card leads to,
   * whose own page describes it. Its description would be read before every card of a list, and be
   * carried three times per card (the image, its copy without JavaScript, the payload).
   */
  decorative?: boolean
}

/**
 * A CMS image in responsive sizes (Next's optimiser makes AVIF/WebP). Above the fold it loads at
 * once, with high priority (React preloads it from the head); below it, the lazy image component waits for the viewport
 * (spec section 4). The eager image is a plain <img> with the optimiser's URLs worked out here, not
 * next/image's client component, whose code and props every page with a hero would load (ADR 011).
 */
export function CmsImage({ media, sizes, className, aspectRatio, priority = false, delayMs, decorative = false }: Props) {
  if (!media?.url) return null
  const image = { src: media.url, alt: decorative ? '' : (media.alt ?? ''), width: media.width ?? 1600, height: media.height ?? 900, sizes }
  const { props } = getImageProps(image)
  // Its box shows the image's dominant colour until the image arrives (never a white box); an image
  // with transparency has none, so nothing shows through it.
  const placeholder = media.placeholderColor ?? undefined
  if (priority) {
    // React announces an eager image in the document's head itself (a `<link rel=preload>` with its
    // source set, and the same hint in the payload for client navigations): no preload of our own.
    return (
      <img
        src={props.src}
        srcSet={props.srcSet}
        sizes={props.sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        fetchPriority="high"
        decoding="async"
        {...(className && { className })}
        style={{ ...(aspectRatio && { aspectRatio }), ...(placeholder && { backgroundColor: placeholder }) }}
      />
    )
  }
  return (
    <LazyImage
      src={image.src}
      widths={srcSetWidths(props.srcSet)}
      sizes={props.sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      {...(aspectRatio && { aspectRatio })}
      {...(className && { className })}
      {...(delayMs !== undefined && { delayMs })}
      {...(placeholder && { placeholder })}
    />
  )
}
