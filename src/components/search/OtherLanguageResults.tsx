import { getTranslations } from 'next-intl/server'
import { getLocale, type Locale, localizePath } from '@/i18n/locales'
import type { SearchAnswer } from '@/lib/search/engine'

type Props = { locale: Locale; query: string; elsewhere: { locale: Locale; answer: SearchAnswer }[] }

/** How many of the other language's best results are named here; the link leads to all of them. */
const shown = 3

/**
 * What a query found in the site's other language when it found nothing in this one (a visitor who
 * typed English words on the Arabic site): how many, a link to that language's search page, and the
 * best few, each in its own language and direction.
 */
export async function OtherLanguageResults({ locale, query, elsewhere }: Props) {
  const t = await getTranslations({ locale, namespace: 'Search' })
  return elsewhere.map(({ locale: other, answer }) => {
    const { iso, dir } = getLocale(other)
    const searchHref = `${localizePath('/search', other)}?${new URLSearchParams({ q: query })}`
    return (
      <div key={other} className="mt-6 max-w-2xl" data-testid="search-other-language" data-locale={other}>
        <p className="text-lg">
          {t.rich('otherLanguage', {
            count: answer.total,
            language: other,
            link: (chunks) => (
              <a href={searchHref} hrefLang={iso} className="font-semibold text-teal underline underline-offset-4">
                {chunks}
              </a>
            ),
          })}
        </p>
        <ul className="mt-3 space-y-2 ps-5 [list-style:disc]">
          {answer.hits.slice(0, shown).map((hit) => (
            <li key={`${hit.type}:${hit.slug}`}>
              <a href={localizePath(hit.href, other)} hrefLang={iso} lang={iso} dir={dir} className="underline underline-offset-4 hover:text-teal">
                {hit.title.map((run) => run.text).join('')}
              </a>
            </li>
          ))}
        </ul>
      </div>
    )
  })
}
