'use client'

import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl'
import type { ComponentType } from 'react'
import { type Locale, siteTimeZone } from '@/i18n/locales'

/** A language and the messages a client component shows in it (picked on the server: `pickMessages`). */
export type ClientIntl = { locale: Locale; messages: AbstractIntlMessages }

/**
 * The component with its messages provided around it, taken as an `intl` prop: the provider (and
 * next-intl's client code) then loads with the component itself, not with the page (ADR 011). The
 * site's time zone, as on the server: without it next-intl reports an environment fallback.
 */
export function withMessages<P extends object>(Component: ComponentType<P>) {
  function WithMessages({ intl, ...props }: P & { intl: ClientIntl }) {
    return (
      <NextIntlClientProvider locale={intl.locale} messages={intl.messages} timeZone={siteTimeZone}>
        <Component {...(props as P)} />
      </NextIntlClientProvider>
    )
  }
  return WithMessages
}
