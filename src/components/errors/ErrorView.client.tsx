'use client'

import { useEffect, useState } from 'react'
import { referenceParts } from '@/i18n/error-page-messages'
import { type Locale, localizePath } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { isChunkLoadError } from '@/lib/browser/chunk-error'
import { reloadAfterChunkError } from '@/lib/browser/recovery'

export type ErrorViewProps = {
  error: Error & { digest?: string }
  reset: () => void
  locale: Locale
  /** The texts, carried by the boundary's own script (src/i18n/error-page-messages.ts). */
  texts: Messages['ErrorPage']
}

/**
 * The error page (spec section 8): a localized message, a retry and a way home; the error is logged
 * for developers and never shown to the visitor (only its digest, to quote to support). When the
 * page's code failed to load, the page is loaded afresh instead, once (see the reload guard). The way
 * home is a plain link, as on the boot guard's error page: a fresh document after a failure, and no
 * router code in the error boundaries' own scripts, which every page loads (ADR 011).
 */
export function ErrorView({ error, reset, locale, texts: t }: ErrorViewProps) {
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
      {error.digest ? <Reference message={t.reference} digest={error.digest} /> : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" onClick={() => (chunkFailed ? window.location.reload() : reset())}>
          {t.retry}
        </button>
        <a href={localizePath('/', locale)} className="btn btn-secondary">
          {t.backHome}
        </a>
      </div>
    </section>
  )
}

function Reference({ message, digest }: { message: string; digest: string }) {
  const [before, after] = referenceParts(message)
  return (
    <p className="mt-2 text-sm text-slate">
      {before}
      <bdi dir="ltr">{digest}</bdi>
      {after}
    </p>
  )
}
