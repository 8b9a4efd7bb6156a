import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/lib/seo/urls'

/**
 * Crawlers stay out of the admin and the API, except the uploaded images under the API that pages
 * and share cards show (social networks' crawlers obey robots.txt when they fetch a card's image).
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: ['/', '/api/media/file/'], disallow: ['/admin', '/api'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
