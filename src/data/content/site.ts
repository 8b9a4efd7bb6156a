import 'server-only'
import { cacheTags } from '@/lib/cache-tags'
import { getGraphQLClient } from '@/data/graphql/named-clients'
import { graphql, type ResultOf } from '@/lib/graphql/graphql'
import type { Locale } from '@/i18n/locales'
import { cached } from '../cache'
import { untranslatedAttrs } from '@/lib/fallback'

const ShellQuery = graphql(`
  query Shell($locale: LocaleInputType!) {
    SiteSetting(locale: $locale, fallbackLocale: en) {
      siteName
      tagline
      description
      email
      phone
      social { id platform url }
      offices { id slug city name address phone email whatsapp mapUrl openingHours { id firstDay lastDay opens closes } }
      company { legalName commercialRegistration vatNumber }
      footer { blurb }
    }
    Solutions(locale: $locale, fallbackLocale: en, limit: 50, sort: "order") {
      docs { id slug title summary kind icon missingTranslations }
    }
  }
`)

type Shell = ResultOf<typeof ShellQuery>
export type SiteSettings = NonNullable<Shell['SiteSetting']>
type SolutionDoc = NonNullable<NonNullable<Shell['Solutions']>['docs'][number]>
/** A solution in menus and cards; `shownIn` marks its text when shown in the default language. */
export type SolutionSummary = SolutionDoc & { shownIn: ReturnType<typeof untranslatedAttrs> }

/** What every page's layout needs: site settings (contacts, offices, social) and the solutions for the menu. */
export const getShell = cached(
  'shell',
  async (locale: Locale) => {
    const data = await getGraphQLClient().request(ShellQuery, { locale })
    if (!data.SiteSetting) throw new Error('Site settings are missing: run the seed.')
    return {
      settings: data.SiteSetting,
      solutions: (data.Solutions?.docs ?? []).filter((s): s is SolutionDoc => Boolean(s)).map((s) => ({ ...s, shownIn: untranslatedAttrs(s.missingTranslations, locale) })),
    }
  },
  () => [cacheTags.global('site-settings'), cacheTags.collection('solutions')],
)
