'use client'

import './(frontend)/globals.css'
import { ErrorView } from '@/components/errors/ErrorView.client'
import { getLocale, splitLocalePath } from '@/i18n/locales'

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
        <main id="main">
          <ErrorView error={error} reset={reset} locale={locale} />
        </main>
      </body>
    </html>
  )
}
