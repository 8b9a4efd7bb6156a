import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { siteUrl } from '@/env'
import { getLocale, type Locale } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { getShell } from '@/lib/content/site'
import { alternatesFor, manifestPath } from '@/lib/seo/urls'
import { Footer } from './Footer'
import { Header } from './Header'

/** Namespaces that client components need; the rest of the messages stay on the server. */
const clientNamespaces = ['NotFound', 'Blog', 'LocaleSwitcher', 'Forms'] as const

export async function shellMetadata(locale: Locale): Promise<Metadata> {
  const { settings } = await getShell(locale)
  const t = await getTranslations({ locale, namespace: 'Metadata' })
  return {
    metadataBase: new URL(siteUrl),
    title: { default: settings.siteName ?? '', template: t('titleTemplate') },
    description: settings.description ?? undefined,
    applicationName: settings.siteName ?? undefined,
    alternates: alternatesFor('/', locale),
    manifest: manifestPath(locale),
  }
}

/** The document of every page in one language: `<html lang dir>`, the body, the client messages. */
export async function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  setRequestLocale(locale)
  const entry = getLocale(locale)
  const clientMessages = Object.fromEntries(clientNamespaces.map((ns) => [ns, messages[locale][ns]]))

  return (
    <html lang={entry.iso} dir={entry.dir}>
      <body className="min-h-dvh antialiased">
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          {children}
        </NextIntlClientProvider>
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
  const shell = await getShell(locale)
  const t = await getTranslations({ locale, namespace: 'Layout' })

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-ink px-4 py-3 font-semibold text-paper focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('skipToContent')}
      </a>
      <Header locale={locale} shell={shell} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer locale={locale} settings={shell.settings} />
    </>
  )
}
