import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { siteUrl } from '@/env'
import { getLocale, type Locale } from '@/i18n/locales'
import { getMenus } from '@/data/content/globals'
import { getShell } from '@/data/content/site'
import { absoluteUrl, feedPath, manifestPath } from '@/lib/seo/urls'
import { LogoMarkDefinition } from '@/components/Logo/LogoMarkDefinition.client'
import { AppFailedPage } from './AppFailedPage.client'
import { BootGuardScript } from './BootGuardScript.client'
import { Footer } from './Footer'
import { Header } from './Header'
import { NavigationScroll } from './NavigationScroll.client'
import { PreviewBar } from './PreviewBar'

export async function shellMetadata(locale: Locale): Promise<Metadata> {
  const { settings } = await getShell(locale)
  const t = await getTranslations({ locale, namespace: 'Metadata' })
  return {
    metadataBase: new URL(siteUrl),
    title: { default: settings.siteName ?? '', template: t('titleTemplate') },
    description: settings.description ?? undefined,
    applicationName: settings.siteName ?? undefined,
    // Only the feed: each page sets its own canonical and hreflang links, and a page without them
    // (the 404 page) must not point at the home page's address.
    alternates: {
      types: { 'application/rss+xml': absoluteUrl(feedPath(locale)) },
    },
    manifest: manifestPath(locale),
  }
}

/**
 * The document of every page in one language: `<html lang dir>`, the body. No messages for the
 * browser here: client components get their texts as props (the error boundaries carry theirs,
 * src/i18n/error-page-messages.ts); the forms and the blog list get theirs where they are rendered
 * (`clientIntl`, `withMessages`) and load with them, so other pages load no next-intl code (ADR 011).
 */
export async function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  setRequestLocale(locale)
  const entry = getLocale(locale)
  const { settings } = await getShell(locale)

  return (
    <html lang={entry.iso} dir={entry.dir}>
      <head>
        {/* Before the app's own scripts: recovers when they fail to load (boot-guard.ts). */}
        <BootGuardScript />
      </head>
      <body className="min-h-dvh antialiased">
        {/* Without JavaScript, lazy images show their <noscript> copy instead of the placeholder. */}
        <noscript>
          <style>{'img[data-lazy]{display:none}'}</style>
        </noscript>
        <LogoMarkDefinition />
        {children}
        {/* The error page when the app cannot start at all; the boot guard reveals it. After the
            site's content, so that the skip link stays the first link of the page. */}
        <AppFailedPage locale={locale} siteName={settings.siteName ?? ''} />
      </body>
    </html>
  )
}

/**
 * The default layout around every page: skip link, header, main landmark, footer. It is a nested
 * layout, not the root one, so that its not-found and error pages render on the server inside it
 * (Next.js renders a root layout's own not-found page only in the browser).
 */
export async function SiteFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  setRequestLocale(locale)
  const [shell, menus, t] = await Promise.all([getShell(locale), getMenus(locale), getTranslations({ locale, namespace: 'Layout' })])

  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <PreviewBar locale={locale} />
      <Header locale={locale} shell={shell} menus={menus} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer locale={locale} settings={shell.settings} menus={menus} />
      <NavigationScroll />
    </>
  )
}
