import type { MetadataRoute } from 'next'
import { localizePath } from '@/i18n/locales'
import { sitePages } from '@/data/seo/site-pages'
import { absoluteUrl, hreflangLinks } from '@/lib/seo/urls'

/**
 * Every public page in each language it exists in, at its address there, with the same hreflang alternates as the page's
 * own head. Cached; publishing in the CMS expires it through the content layer's cache tags.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return (await sitePages()).flatMap((page) => {
    const languages = hreflangLinks(page.paths, page.translations)
    return page.translations.map((locale) => ({
      url: absoluteUrl(localizePath(page.paths[locale], locale)),
      ...(page.lastModified ? { lastModified: page.lastModified } : {}),
      alternates: { languages },
    }))
  })
}
