'use client'

import './(frontend)/globals.css'
import { NextIntlClientProvider } from 'next-intl'
import { ErrorView } from '@/components/errors/ErrorView.client'
import { getLocale, splitLocalePath } from '@/i18n/locales'
import { messages } from '@/i18n/messages'

type Props = { error: Error & { digest?: string }; reset: () => void }

/**
 * The last resort when a root layout itself fails: it replaces the whole document, so it renders
 * its own <html> in the language of the address.
 */
export default function GlobalError({ error, reset }: Props) {
  const locale = splitLocalePath(typeof window === 'undefined' ? '/' : window.location.pathname).locale
  const entry = getLocale(locale)
  return (
    <html lang={entry.iso} dir={entry.dir}>
      <body className="min-h-dvh antialiased">
        <NextIntlClientProvider locale={locale} messages={{ ErrorPage: messages[locale].ErrorPage }}>
          <main id="main">
            <ErrorView error={error} reset={reset} />
          </main>
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
