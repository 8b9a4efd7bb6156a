import 'server-only'
import { cacheTags, type ContentGlobal } from '@/lib/cache-tags'
import { getGraphQLClient } from '@/lib/graphql/clients'
import type { TadaDocumentNode } from 'gql.tada'
import { graphql } from '@/lib/graphql/graphql'
import type { Locale } from '@/i18n/locales'
import { cached } from './cache'
import { LayoutBlocks, MediaFields, ShareImageFields } from './fragments'

const layoutTags = () => [
  cacheTags.collection('case-studies'),
  cacheTags.collection('media'),
  cacheTags.collection('posts'),
]

/**
 * A global's content in one language, read with its GraphQL document and cached under its tag, and
 * the tags of what its layout blocks show (case studies, media, posts) when it has `layout`, or of
 * its images when it has `images`.
 */
function globalReader<Result, Field extends keyof Result>(
  global: ContentGlobal,
  query: TadaDocumentNode<Result, { locale: Locale }>,
  field: Field,
  { layout = false, images = false } = {},
): (locale: Locale) => Promise<Result[Field]> {
  return cached(
    global,
    async (locale: Locale) => (await getGraphQLClient().request(query, { locale }))[field],
    () => [cacheTags.global(global), ...(layout ? layoutTags() : images ? [cacheTags.collection('media')] : [])],
  )
}

const HomeQuery = graphql(
  `
  query Home($locale: LocaleInputType!) {
    Home(locale: $locale, fallbackLocale: en) {
      layout { ...LayoutBlocks }
      seo { title description image { ...ShareImageFields } }
    }
  }
`,
  [LayoutBlocks, ShareImageFields],
)

export const getHome = globalReader('home', HomeQuery, 'Home', { layout: true })

const AboutQuery = graphql(
  `
  query About($locale: LocaleInputType!) {
    About(locale: $locale, fallbackLocale: en) {
      layout { ...LayoutBlocks }
      seo { title description image { ...ShareImageFields } }
    }
  }
`,
  [LayoutBlocks, ShareImageFields],
)

export const getAbout = globalReader('about', AboutQuery, 'About', { layout: true })

const CareersQuery = graphql(
  `
  query Careers($locale: LocaleInputType!) {
    Career(locale: $locale, fallbackLocale: en) {
      layout { ...LayoutBlocks }
      positionsHeading
      positionsIntro
      noPositions
      applyHeading
      applyIntro
      seo { title description image { ...ShareImageFields } }
    }
  }
`,
  [LayoutBlocks, ShareImageFields],
)

export const getCareersPage = globalReader('careers', CareersQuery, 'Career', { layout: true })

const ContactQuery = graphql(
  `
  query Contact($locale: LocaleInputType!) {
    Contact(locale: $locale, fallbackLocale: en) {
      heading
      intro
      image { ...MediaFields ...ShareImageFields }
      hoursHeading
      hours { id days hours }
      formHeading
      formIntro
      seo { title description image { ...ShareImageFields } }
    }
  }
`,
  [MediaFields, ShareImageFields],
)

export const getContactPage = globalReader('contact', ContactQuery, 'Contact', { images: true })

const SolutionsIndexQuery = graphql(
  `
  query SolutionsIndex($locale: LocaleInputType!) {
    SolutionsIndex(locale: $locale, fallbackLocale: en) {
      heading
      intro
      image { ...MediaFields ...ShareImageFields }
      technologiesHeading
      technologiesIntro
      industriesHeading
      industriesIntro
      layout { ...LayoutBlocks }
      seo { title description image { ...ShareImageFields } }
    }
  }
`,
  [LayoutBlocks, MediaFields, ShareImageFields],
)

export const getSolutionsIndex = globalReader('solutions-index', SolutionsIndexQuery, 'SolutionsIndex', { layout: true })

const BlogIndexQuery = graphql(
  `
  query BlogIndex($locale: LocaleInputType!) {
    BlogIndex(locale: $locale, fallbackLocale: en) {
      heading
      intro
      image { ...MediaFields ...ShareImageFields }
      seo { title description image { ...ShareImageFields } }
    }
  }
`,
  [MediaFields, ShareImageFields],
)

export const getBlogIndex = globalReader('blog-index', BlogIndexQuery, 'BlogIndex', { images: true })
