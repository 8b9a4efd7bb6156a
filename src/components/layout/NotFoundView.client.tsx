'use client'

import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { type ReactNode, useEffect } from 'react'
import { SiteLink } from '@/components/SiteLink'

function readablePath(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/** The 404 page (spec section 8): "Page not found: {path}" and a way back home; `children` follow. */
export function NotFoundView({ documentTitle, children }: { documentTitle: string; children?: ReactNode }) {
  const t = useTranslations('NotFound')
  const path = usePathname() ?? '/'
  // A not-found page has no metadata of its own (Next renders it in the browser): it names itself here.
  useEffect(() => {
    document.title = documentTitle
  }, [documentTitle])
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-start justify-center py-20">
      <p className="eyebrow">404</p>
      <h1 className="mt-3 text-4xl font-bold md:text-5xl">{t('title')}</h1>
      <p className="mt-5 text-lg break-all" data-testid="not-found-message">
        {t.rich('message', { path: readablePath(path), bdi: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}
      </p>
      <p className="mt-2 text-slate">{t('hint')}</p>
      <SiteLink href="/" className="btn btn-primary mt-8">
        {t('backHome')}
      </SiteLink>
      {children}
    </section>
  )
}
