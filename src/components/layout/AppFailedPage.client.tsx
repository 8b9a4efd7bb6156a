'use client'

import { htmlOnly } from '@/components/html-only'
import type { Locale } from '@/i18n/locales'
import type * as Content from './AppFailedPage'

/**
 * The error page when the app cannot start at all: hidden, the boot guard (boot-guard.ts) reveals it.
 * It only ever shows in the server's HTML, so only the HTML carries it (htmlOnly).
 */
export function AppFailedPage({ locale, siteName }: { locale: Locale; siteName: string }) {
  const content = typeof window === 'undefined' ? { children: (require('./AppFailedPage') as typeof Content).appFailedContent(locale, siteName) } : undefined
  return <div id="app-failed" role="alert" style={{ display: 'none' }} className="container-page py-12" {...htmlOnly(content)} />
}
