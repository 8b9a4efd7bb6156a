import Image from 'next/image'
import type { Media } from '@/blocks/types'

type Props = {
  media: Media | null | undefined
  sizes: string
  className?: string
  /** Above the fold (the hero): load at once with high priority. */
  priority?: boolean
}

/** A CMS image in responsive sizes (Next's optimiser makes AVIF/WebP), its box reserved by width and height. */
export function CmsImage({ media, sizes, className, priority = false }: Props) {
  if (!media?.url) return null
  return (
    <Image
      src={media.url}
      alt={media.alt ?? ''}
      width={media.width ?? 1600}
      height={media.height ?? 900}
      sizes={sizes}
      className={className}
      priority={priority}
      loading={priority ? undefined : 'lazy'}
    />
  )
}
