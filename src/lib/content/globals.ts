import 'server-only'
import { cacheTags } from '@/lib/cache-tags'
import { getGraphQLClient } from '@/lib/graphql/clients'
import { graphql } from '@/lib/graphql/graphql'
import type { Locale } from '@/i18n/locales'
import { cached } from './cache'
import { LayoutBlocks, ShareImageFields } from './fragments'

const layoutTags = () => [
  cacheTags.collection('case-studies'),
  cacheTags.collection('media'),
  cacheTags.collection('posts'),
]

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

export const getHome = cached(
  'home',
  async (locale: Locale) => (await getGraphQLClient().request(HomeQuery, { locale })).Home,
  () => [cacheTags.global('home'), ...layoutTags()],
)

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

export const getAbout = cached(
  'about',
  async (locale: Locale) => (await getGraphQLClient().request(AboutQuery, { locale })).About,
  () => [cacheTags.global('about'), ...layoutTags()],
)

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

export const getCareersPage = cached(
  'careers',
  async (locale: Locale) => (await getGraphQLClient().request(CareersQuery, { locale })).Career,
  () => [cacheTags.global('careers'), ...layoutTags()],
)

const ContactQuery = graphql(
  `
  query Contact($locale: LocaleInputType!) {
    Contact(locale: $locale, fallbackLocale: en) {
      heading
      intro
      hoursHeading
      hours { id days hours }
      formHeading
      formIntro
      seo { title description image { ...ShareImageFields } }
    }
  }
`,
  [ShareImageFields],
)

export const getContactPage = cached(
  'contact',
  async (locale: Locale) => (await getGraphQLClient().request(ContactQuery, { locale })).Contact,
  () => [cacheTags.global('contact')],
)

const SolutionsIndexQuery = graphql(
  `
  query SolutionsIndex($locale: LocaleInputType!) {
    SolutionsIndex(locale: $locale, fallbackLocale: en) {
      heading
      intro
      technologiesHeading
      technologiesIntro
      industriesHeading
      industriesIntro
      layout { ...LayoutBlocks }
      seo { title description image { ...ShareImageFields } }
    }
  }
`,
  [LayoutBlocks, ShareImageFields],
)

export const getSolutionsIndex = cached(
  'solutions-index',
  async (locale: Locale) => (await getGraphQLClient().request(SolutionsIndexQuery, { locale })).SolutionsIndex,
  () => [cacheTags.global('solutions-index'), ...layoutTags()],
)

const BlogIndexQuery = graphql(
  `
  query BlogIndex($locale: LocaleInputType!) {
    BlogIndex(locale: $locale, fallbackLocale: en) {
      heading
      intro
      seo { title description image { ...ShareImageFields } }
    }
  }
`,
  [ShareImageFields],
)

export const getBlogIndex = cached(
  'blog-index',
  async (locale: Locale) => (await getGraphQLClient().request(BlogIndexQuery, { locale })).BlogIndex,
  () => [cacheTags.global('blog-index')],
)
