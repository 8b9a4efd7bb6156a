import type { Metadata } from 'next'
import { siteUrl } from '@/env'
import { defaultLocale, getLocale, type Locale, localizePath, locales } from '@/i18n/locales'

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path === '/' ? '' : path}` || siteUrl
}

/** Canonical and reciprocal hreflang alternates (en-US, ar-SA, x-default) for a site path. */
export function alternatesFor(path: string, locale: Locale): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {}
  for (const entry of locales) languages[entry.iso] = absoluteUrl(localizePath(path, entry.code))
  languages['x-default'] = absoluteUrl(localizePath(path, defaultLocale))
  return { canonical: absoluteUrl(localizePath(path, locale)), languages }
}

type PageMetadata = {
  locale: Locale
  /** The path without language prefix, e.g. `/blog/my-post`. */
  path: string
  title: string
  description?: string | null
  image?: string | null
}

export function pageMetadata({ locale, path, title, description, image }: PageMetadata): Metadata {
  const entry = getLocale(locale)
  const url = absoluteUrl(localizePath(path, locale))
  return {
    title,
    description: description ?? undefined,
    alternates: alternatesFor(path, locale),
    openGraph: {
      title,
      description: description ?? undefined,
      url,
      locale: entry.iso.replace('-', '_'),
      type: 'website',
      ...(image ? { images: [{ url: image }] } : {}),
    },
    twitter: { card: 'summary_large_image', title, description: description ?? undefined },
  }
}
