import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/locales'
import { type Messages, messages } from '@/i18n/messages'

type Props = { locale: Locale; namespaces: readonly (keyof Messages)[]; children: ReactNode }

/**
 * The messages that the client components below need, and only those: every message passed here is
 * sent twice in the page (in its HTML and in the React payload), so a form's messages go with the
 * form rather than with every page.
 */
export function ClientMessages({ locale, namespaces, children }: Props) {
  const picked = Object.fromEntries(namespaces.map((ns) => [ns, messages[locale][ns]]))
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  )
}
