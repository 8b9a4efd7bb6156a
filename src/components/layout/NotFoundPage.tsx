import { getTranslations } from 'next-intl/server'
import { SearchForm } from '@/components/search/SearchForm'
import { SiteLink } from '@/components/SiteLink'
import type { Locale } from '@/i18n/locales'
import { pageThrew } from '@/lib/page-outcome'
import { MainSections } from './MainSections'
import { NotFoundPath } from './NotFoundPath.client'

/**
 * The 404 page (spec section 8): "Page not found: {path}", a way home, the site search and its main
 * sections. All of it is rendered here but the path, which the browser fills in.
 */
export async function NotFoundPage({ locale }: { locale: Locale }) {
  const [t, tm] = await Promise.all([getTranslations({ locale, namespace: 'NotFound' }), getTranslations({ locale, namespace: 'Metadata' })])
  const documentTitle = tm('titleTemplate').replace('%s', t('title'))
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-start justify-center py-20">
      <p className="eyebrow">404</p>
      {/* One heading says it: "Page not found: {path}" (spec section 8), the path isolated in its <bdi>. */}
      <h1 className="mt-3 text-3xl font-bold md:text-4xl" data-testid="not-found-message">
        {t.rich('message', {
          path: '',
          bdi: () => (
            <bdi dir="ltr" className="font-semibold break-all text-slate">
              <NotFoundPath documentTitle={documentTitle} />
            </bdi>
          ),
        })}
      </h1>
      <p className="mt-5 text-lg text-slate">{t('hint')}</p>
      <SiteLink href="/" className="btn btn-primary mt-8">
        {t('backHome')}
      </SiteLink>
      <div className="mt-14 w-full border-t border-line pt-8">
        <SearchForm locale={locale} id="not-found-search" className="max-w-2xl" />
      </div>
      <MainSections locale={locale} heading={t('sectionsHeading')} headingId="not-found-sections" testId="not-found-sections" className="mt-10 w-full" />
    </section>
  )
}

/**
 * The not-found page of a segment whose page is defined with `defineRoute`, which records whether
 * it threw: the 404 page when it did, nothing when the page was found. Next carries a segment's
 * not-found page in the payload of every answer of the segment (ADR 011).
 */
export async function SegmentNotFound({ locale }: { locale: Locale }) {
  return (await pageThrew()) ? <NotFoundPage locale={locale} /> : null
}
