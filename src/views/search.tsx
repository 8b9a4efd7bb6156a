import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageHeader } from '@/components/content/PageHeader'
import { MainSections } from '@/components/layout/MainSections'
import { OtherLanguageResults } from '@/components/search/OtherLanguageResults'
import { SearchForm } from '@/components/search/SearchForm'
import { SearchResults } from '@/components/search/SearchResults'
import { PageJsonLd } from '@/components/seo/PageJsonLd'
import { type Locale, localeCodes } from '@/i18n/locales'
import { searchSite } from '@/data/content/search'
import { type SearchType, searchTypes } from '@/lib/search/engine'
import { queryLimits } from '@/lib/search/limits'
import { defineRoute, type RouteParams } from './route'

type SearchParams = Awaited<RouteParams<unknown>['searchParams']>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/** The query of `?q=`, trimmed and cut to the length the search reads; the first one if repeated. */
const queryOf = (params: SearchParams) => first(params.q).trim().slice(0, queryLimits.characters)

/** The type of result asked for with `?type=`; any other value shows every type. */
const typeOf = (params: SearchParams): SearchType | null => searchTypes.find((type) => type === first(params.type)) ?? null

/**
 * The site search, `/search?q=…`: rendered on the server for every query (a GET form, so it works
 * without JavaScript), from an index of the published documents in the page's language.
 */
async function SearchPage({ locale, query, type }: { locale: Locale; query: string; type: SearchType | null }) {
  setRequestLocale(locale)
  const [t, tl, result] = await Promise.all([
    getTranslations({ locale, namespace: 'Search' }),
    getTranslations({ locale, namespace: 'Layout' }),
    query ? searchSite(locale, query, type ?? undefined) : null,
  ])
  // Nothing found here: the same words may be in the other language (English typed on the Arabic site).
  const elsewhere =
    result?.total === 0
      ? (await Promise.all(localeCodes.filter((other) => other !== locale).map(async (other) => ({ locale: other, answer: await searchSite(other, query) })))).filter(
          ({ answer }) => answer.total > 0,
        )
      : []
  const sections = (
    <MainSections locale={locale} heading={t('sectionsHeading')} headingId="search-sections" testId="search-sections" className="mt-12" />
  )
  return (
    <>
      <PageJsonLd
        locale={locale}
        path="/search"
        name={t('title')}
        description={t('description')}
        crumbs={[{ name: tl('home'), path: '/' }, { name: t('title'), path: '/search' }]}
      />
      <PageHeader title={t('title')} intro={t('intro')}>
        <SearchForm locale={locale} id="search-query" query={query} className="mt-8 max-w-2xl" />
      </PageHeader>
      <div className="container-page my-10 md:my-14">
        {!result ? (
          <section aria-labelledby="search-empty-heading" data-testid="search-empty">
            <h2 id="search-empty-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
              {t('emptyHeading')}
            </h2>
            <p className="mt-2 max-w-2xl text-lg text-slate">{t('emptyText')}</p>
            {sections}
          </section>
        ) : result.total === 0 ? (
          <section aria-labelledby="search-none-heading" data-testid="search-no-results">
            <h2 id="search-none-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
              {t.rich('noResults', { query, term: (chunks) => <bdi>{chunks}</bdi> })}
            </h2>
            {elsewhere.length > 0 ? <OtherLanguageResults locale={locale} query={query} elsewhere={elsewhere} /> : <p className="mt-2 max-w-2xl text-lg text-slate">{t('noResultsHint')}</p>}
            {sections}
          </section>
        ) : (
          <SearchResults locale={locale} query={query} answer={result} />
        )}
      </div>
    </>
  )
}

export const searchRoute = defineRoute((locale) => ({
  async Page({ searchParams }) {
    const params = await searchParams
    return SearchPage({ locale, query: queryOf(params), type: typeOf(params) })
  },
  async describe({ searchParams }) {
    const [query, t] = await Promise.all([searchParams.then(queryOf), getTranslations({ locale, namespace: 'Search' })])
    return {
      path: '/search',
      title: query ? t('metaTitleQuery', { query }) : t('title'),
      description: t('description'),
      eyebrow: t('title'),
      // Result pages are for visitors, not for search engines' own results.
      noindex: true,
    }
  },
}))
