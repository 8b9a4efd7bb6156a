import { getImageProps } from 'next/image'
import { describe, expect, it } from 'vitest'
import { optimizedImageSrcSet, optimizedImageUrl, srcSetWidths } from './image-url'

describe('image URLs', () => {
  const image = { src: '/api/media/file/post cover (1).webp', alt: '', width: 1600, height: 900 }

  it('are the URLs next/image writes, for every width it offers', () => {
    for (const sizes of ['(min-width: 1024px) 24rem, (min-width: 768px) 50vw, 100vw', '100vw']) {
      const { props } = getImageProps({ ...image, sizes })
      const widths = srcSetWidths(props.srcSet)
      expect(widths.length).toBeGreaterThan(1)
      expect(optimizedImageSrcSet(image.src, widths)).toBe(props.srcSet)
      expect(optimizedImageUrl(image.src, widths.at(-1) ?? 0)).toBe(props.src)
    }
  })

  it('reads the widths of a srcset, smallest first', () => {
    expect(srcSetWidths('/a?w=384 384w, /a?w=640 640w, /a?w=1920 1920w')).toEqual([384, 640, 1920])
    expect(srcSetWidths(undefined)).toEqual([])
  })
})
