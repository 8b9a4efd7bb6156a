'use client'

import './(frontend)/globals.css'
import { ErrorView } from '@/components/errors/ErrorView.client'
import { inlinedErrorPageMessages } from '@/i18n/error-page-messages'
import { getLocale, type Locale, splitLocalePath } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'

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
          <ErrorView error={error} reset={reset} locale={locale} texts={inlinedErrorPageMessages<Record<Locale, Messages['ErrorPage']>>(process.env.ERROR_PAGE_MESSAGES)[locale]} />
        </main>
      </body>
    </html>
  )
}
