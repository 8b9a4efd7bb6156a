'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'
import { errorPageMessages } from '@/i18n/error-page-messages'
import { fillMessage } from '@/i18n/fill-message'
import { type Locale, localizePath, splitLocalePath } from '@/i18n/locales'
import { isChunkLoadError } from '@/lib/browser/chunk-error'
import { reloadAfterChunkError } from '@/lib/browser/recovery'

type Props = {
  error: Error & { digest?: string }
  reset: () => void
  /** The page's language; by default the one of the address. */
  locale?: Locale
}

/**
 * The error page (spec section 8): a localized message, a retry and a way home; the error is logged
 * for developers and never shown to the visitor (only its digest, to quote to support). When the
 * page's code failed to load, the page is loaded afresh instead, once (see the reload guard). The way
 * home is a plain link, as on the boot guard's error page: a fresh document after a failure, and no
 * router code in the error boundaries' own scripts, which every page loads (ADR 011).
 */
export function ErrorView({ error, reset, locale }: Props) {
  const pathname = usePathname()
  const language = locale ?? splitLocalePath(pathname ?? '/').locale
  const t = errorPageMessages(language)
  const chunkFailed = isChunkLoadError(error)
  const [reloading, setReloading] = useState(chunkFailed)

  useEffect(() => {
    console.error('The page failed to render:', error)
    if (chunkFailed) setReloading(reloadAfterChunkError(error))
  }, [error, chunkFailed])

  if (reloading) {
    return (
      <p role="status" className="container-page py-20 text-lg text-slate" data-testid="error-reloading">
        {t.reloading}
      </p>
    )
  }

  return (
    <section className="container-page flex min-h-[60vh] flex-col items-start justify-center py-20" data-testid="error-page">
      <p className="eyebrow">{t.eyebrow}</p>
      <h1 className="mt-3 text-4xl font-bold md:text-5xl">{t.title}</h1>
      <p className="mt-5 max-w-2xl text-lg text-slate">{t.message}</p>
      {error.digest ? <p className="mt-2 text-sm text-slate">{fillMessage(t.reference, { digest: error.digest }, { bdi: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}</p> : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" onClick={() => (chunkFailed ? window.location.reload() : reset())}>
          {t.retry}
        </button>
        <a href={localizePath('/', language)} className="btn btn-secondary">
          {t.backHome}
        </a>
      </div>
    </section>
  )
}
