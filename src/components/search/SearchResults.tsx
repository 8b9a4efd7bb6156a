import { getTranslations } from 'next-intl/server'
import { SiteLink } from '@/components/SiteLink'
import type { Locale } from '@/i18n/locales'
import { fallbackAttrs } from '@/lib/fallback'
import { type SearchAnswer, type SearchType, searchTypes } from '@/lib/search/engine'
import { HighlightedText } from './HighlightedText'

/** Message keys of the result types (message keys are camel case). */
const typeKeys = { page: 'page', solution: 'solution', 'case-study': 'caseStudy', post: 'post', job: 'job' } as const satisfies Record<SearchType, string>

type Props = { locale: Locale; query: string; answer: SearchAnswer }

/** The address of this search, of one type of result or of all. */
const searchHref = (query: string, type: SearchType | null) => `/search?${new URLSearchParams({ q: query, ...(type ? { type } : {}) })}`

/**
 * The results of a search, best first: how many, links to show one type of result (plain links, so
 * they work without JavaScript), then each result with its type, title and an excerpt, the matching
 * words marked.
 */
export async function SearchResults({ locale, query, answer }: Props) {
  const t = await getTranslations({ locale, namespace: 'Search' })
  const { type } = answer
  const shown = type ? answer.counts[type] : answer.total
  const filters = [
    { type: null, label: t('filters.all'), count: answer.total },
    ...searchTypes.filter((kind) => answer.counts[kind] > 0).map((kind) => ({ type: kind, label: t(`filters.${typeKeys[kind]}`), count: answer.counts[kind] })),
  ]
  return (
    <section aria-labelledby="search-results-heading" data-testid="search-results">
      <h2 id="search-results-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
        {t.rich('results', { count: answer.total, query, term: (chunks) => <bdi>{chunks}</bdi> })}
      </h2>
      {filters.length > 2 ? (
        <nav aria-label={t('filters.label')} className="mt-5">
          <ul className="flex flex-wrap gap-2">
            {filters.map((filter) => {
              const current = filter.type === type
              return (
                <li key={filter.type ?? 'all'}>
                  <SiteLink
                    href={searchHref(query, filter.type)}
                    aria-current={current ? 'page' : undefined}
                    className={`flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 transition ${current ? 'bg-ink text-paper ring-ink' : 'ring-line hover:bg-sand-soft hover:ring-teal'}`}
                  >
                    {filter.label}{' '}
                    <span className={`rounded-full px-2 text-xs ${current ? 'bg-paper/15' : 'bg-sand'}`}>{filter.count}</span>
                  </SiteLink>
                </li>
              )
            })}
          </ul>
        </nav>
      ) : null}
      {shown > answer.hits.length ? <p className="mt-4 text-slate">{t('bestShown', { shown: answer.hits.length })}</p> : null}
      <ol className="mt-8 divide-y divide-line border-y border-line">
        {answer.hits.map((hit) => {
          // A document not yet translated shows its default-language text, marked as such (ADR 020).
          const shownIn = hit.fallback ? fallbackAttrs(locale, null) : {}
          return (
            <li key={`${hit.type}:${hit.slug}`} className="group relative py-6" data-testid="search-result" data-type={hit.type}>
              <p className="eyebrow">{t(`types.${typeKeys[hit.type]}`)}</p>
              <h3 className="mt-1.5 text-xl leading-snug font-semibold">
                <SiteLink href={hit.href} className="card-link" {...shownIn}>
                  <HighlightedText runs={hit.title} />
                </SiteLink>
              </h3>
              {hit.excerpt.length > 0 ? (
                <p className="mt-2 max-w-3xl text-slate" {...shownIn}>
                  <HighlightedText runs={hit.excerpt} />
                </p>
              ) : null}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
