import 'server-only'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { getLocale, type Locale, localizePath } from '@/i18n/locales'
import { getShell } from '@/data/content/site'
import { alternatesOf } from './site-pages'
import { primaryLocale } from '@/lib/addresses'
import { absoluteUrl, alternatesFor, canonicalUrl, generatedShareImagePath } from '@/lib/seo/urls'

const shareImageSize = { width: 1200, height: 630 } as const

/** An uploaded image as the content layer selects it with `ShareImageFields`. */
export type ShareImageSource = { sizes?: { og?: { url?: string | null; width?: number | null; height?: number | null } | null } | null } | null | undefined

/** The first of the candidates that has its 1200x630 crop (an SVG upload has none). */
export function uploadedShareImage(...candidates: ShareImageSource[]): string | null {
  for (const media of candidates) {
    const og = media?.sizes?.og
    if (og?.url && og.width === shareImageSize.width && og.height === shareImageSize.height) return og.url
  }
  return null
}

const ogLocale = (code: Locale) => getLocale(code).iso.replace('-', '_')

/** What a view says about its page; the metadata and the generated share card come from it. */
export type PageDescription = {
  /** The path without language prefix, e.g. `/blog/my-post`. */
  path: string
  /** The page's own name (its heading): titled with the site's template, and the share card's title. */
  title: string
  /** The editor's complete title from the SEO group, used as it is written. */
  seoTitle?: string | null
  description?: string | null
  /** Candidate images in order of preference (the SEO image, then the document's own). */
  images?: ShareImageSource[]
  /** The share card's line above the title (the section, or the site's tagline). */
  eyebrow?: string | null
  article?: { publishedTime?: string | null; modifiedTime?: string | null; section?: string | null }
  /** A page search engines should not list (search results), though they may follow its links. */
  noindex?: boolean
}

type PageMetadata = PageDescription & { locale: Locale }

/**
 * Title, description, canonical and hreflang alternates (only the translations that exist), the
 * blog feed, Open Graph and Twitter card with a 1200x630 image: the document's own crop when it
 * has an image, else the page's generated card.
 */
export async function pageMetadata({ locale, path, title: name, seoTitle, description, images = [], article, noindex }: PageMetadata): Promise<Metadata> {
  const [{ paths, translations }, { settings }, t] = await Promise.all([
    alternatesOf(path, locale),
    getShell(locale),
    getTranslations({ locale, namespace: 'Seo' }),
  ])
  const siteName = settings.siteName ?? ''
  const title = seoTitle || name
  const text = description ?? settings.description ?? undefined
  const image = {
    url: uploadedShareImage(...images) ?? generatedShareImagePath(path, locale),
    ...shareImageSize,
    alt: name,
  }
  const url = canonicalUrl(paths, locale, translations)
  const contentLocale = translations.includes(locale) ? locale : primaryLocale(translations)
  return {
    // A title from the SEO group is complete (it names the site); a default one gets the template.
    title: seoTitle ? { absolute: seoTitle } : name,
    description: text,
    alternates: alternatesFor(paths, locale, { translations, feedTitle: t('feedTitle', { site: siteName }) }),
    openGraph: {
      siteName,
      title,
      description: text,
      url,
      locale: ogLocale(contentLocale),
      alternateLocale: translations.filter((code) => code !== contentLocale).map(ogLocale),
      images: [image],
      ...(article
        ? {
            type: 'article',
            publishedTime: article.publishedTime ?? undefined,
            modifiedTime: article.modifiedTime ?? undefined,
            section: article.section ?? undefined,
          }
        : { type: 'website' }),
    },
    twitter: { card: 'summary_large_image', title, description: text, images: [{ url: image.url, alt: name }] },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  }
}

/** The absolute address of a page in a language (for structured data and feeds). */
export function pageUrl(path: string, locale: Locale): string {
  return absoluteUrl(localizePath(path, locale))
}
