import { getTranslations } from 'next-intl/server'
import { SearchForm } from '@/components/search/SearchForm'
import { SiteLink } from '@/components/SiteLink'
import type { Locale } from '@/i18n/locales'
import { MainSections } from './MainSections'
import { NotFoundView } from './NotFoundView.client'

/** The 404 page: the message of the specification, a way home, the site search and its main sections. */
export async function NotFoundPage({ locale }: { locale: Locale }) {
  const [t, tm] = await Promise.all([getTranslations({ locale, namespace: 'NotFound' }), getTranslations({ locale, namespace: 'Metadata' })])
  // Formatted here (messages are compiled at build time) with its `{path}` and `<bdi>` left in
  // place for the browser, which alone knows the path.
  const message = t.markup('message', { path: '{path}', bdi: (chunks) => `<bdi>${chunks}</bdi>` })
  return (
    <NotFoundView
      documentTitle={tm('titleTemplate').replace('%s', t('title'))}
      text={{ title: t('title'), message, hint: t('hint') }}
      home={
        <SiteLink href="/" className="btn btn-primary mt-8">
          {t('backHome')}
        </SiteLink>
      }
    >
      <div className="mt-14 w-full border-t border-line pt-8">
        <SearchForm locale={locale} id="not-found-search" className="max-w-2xl" />
      </div>
      <MainSections locale={locale} heading={t('sectionsHeading')} headingId="not-found-sections" testId="not-found-sections" className="mt-10 w-full" />
    </NotFoundView>
  )
}
