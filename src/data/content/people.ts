import 'server-only'
import { cacheTags } from '@/lib/cache-tags'
import { getGraphQLClient } from '@/data/graphql/named-clients'
import { graphql, type ResultOf } from '@/lib/graphql/graphql'
import type { Locale } from '@/i18n/locales'
import { cached } from '../cache'
import { documentReader } from './documents'
import { contentLocaleOf } from './content-locale'
import { MediaFields, PostCardFields, ShareImageFields } from './fragments'

/** What a person's or a team's card shows: their photo, name and role, leading to their page. */
const PersonCardFields = graphql(
  `
  fragment PersonCardFields on Author {
    id slug name role kind missingTranslations
    photo { ...MediaFields }
  }
`,
  [MediaFields],
)

export type PersonCard = ResultOf<typeof PersonCardFields>

const PeopleQuery = graphql(
  `
  query People($locale: LocaleInputType!) {
    Authors(locale: $locale, fallbackLocale: en, limit: 100, sort: "createdAt") {
      docs { ...PersonCardFields }
    }
  }
`,
  [PersonCardFields],
)

/**
 * Every person and team as a card: the People block picks its own from these by id, so that a page
 * asks only for the ids (each field of a block counts towards the cost limit of the page's GraphQL).
 */
export const getPeople = cached(
  'people',
  async (locale: Locale): Promise<PersonCard[]> => {
    const data = await getGraphQLClient().request(PeopleQuery, { locale })
    return (data.Authors?.docs ?? []).filter((d) => d !== null)
  },
  () => [cacheTags.collection('authors'), cacheTags.collection('media')],
)

const PersonQuery = graphql(
  `
  query Person($locale: LocaleInputType!, $id: Int!) {
    Authors(locale: $locale, fallbackLocale: en, where: { id: { equals: $id } }, limit: 1) {
      docs {
        ...PersonCardFields
        bio updatedAt
        photo { ...ShareImageFields }
        profiles { url }
      }
    }
    own: Authors(locale: $locale, fallbackLocale: none, where: { id: { equals: $id } }, limit: 1) {
      docs { name bio }
    }
  }
`,
  [PersonCardFields, ShareImageFields],
)

const PostsByQuery = graphql(
  `
  query PostsBy($locale: LocaleInputType!, $author: JSON!) {
    Posts(locale: $locale, fallbackLocale: en, sort: "-publishedAt", limit: 12, where: { author: { equals: $author } }) {
      docs { ...PostCardFields }
      totalDocs
    }
  }
`,
  [PostCardFields],
)

const getPersonCached = cached(
  'person',
  async (locale: Locale, id: number) => {
    const client = getGraphQLClient()
    const data = await client.request(PersonQuery, { locale, id })
    const doc = data.Authors?.docs[0]
    if (!doc) return null
    const own = data.own?.docs[0]
    const posts = await client.request(PostsByQuery, { locale, author: doc.id })
    return {
      doc,
      own: { name: own?.name ?? null, bio: own?.bio ?? null },
      contentLocale: contentLocaleOf(locale, own?.name),
      /** Their public profiles' addresses, for the page's links and its JSON-LD `sameAs`. */
      profiles: (doc.profiles ?? []).flatMap((profile) => (profile?.url ? [profile.url] : [])),
      posts: (posts.Posts?.docs ?? []).filter((p) => p !== null),
      postCount: posts.Posts?.totalDocs ?? 0,
    }
  },
  (_locale, id) => [cacheTags.doc('authors', id), cacheTags.collection('authors'), cacheTags.collection('posts'), cacheTags.collection('media'), cacheTags.collection('categories')],
)

export type Person = NonNullable<Awaited<ReturnType<typeof getPersonCached>>>

/** A person or team in one language (their text in the default language where it has none of its own), with their latest posts. */
export const getPerson = documentReader('authors', getPersonCached)
