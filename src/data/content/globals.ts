import 'server-only'
import { cacheTags, type ContentCollection, type ContentGlobal } from '@/lib/cache-tags'
import { menuLinkTargets } from '@/lib/menu-links'
import { getGraphQLClient } from '@/data/graphql/named-clients'
import type { TadaDocumentNode } from 'gql.tada'
import { graphql } from '@/lib/graphql/graphql'
import type { Locale } from '@/i18n/locales'
import { cached } from '../cache'
import { type PreviewSession, previewSession } from './preview'
import { LayoutBlocks, MediaFields, ShareImageFields } from './fragments'

const layoutTags = () => [
  cacheTags.collection('case-studies'),
  cacheTags.collection('media'),
  cacheTags.collection('posts'),
]

/**
 * A global's content in one language, read with its GraphQL document and cached under its tag, and
 * the tags of what its layout blocks show (case studies, media, posts) when it has `layout`, of
 * its images when it has `images`, or of the collections its links lead to (`linksTo`). In preview (a signed-in editor in draft mode) the latest draft
 * is read instead, uncached and as the editor (ADR 022).
 */
export function globalReader<Result, Field extends keyof Result>(
  global: ContentGlobal,
  query: TadaDocumentNode<Result, { locale: Locale; draft?: boolean | null }>,
  field: Field,
  { layout = false, images = false, linksTo = [] as readonly ContentCollection[] } = {},
): (locale: Locale) => Promise<Result[Field]> {
  const read = async (locale: Locale, session?: PreviewSession) =>
    (await getGraphQLClient().request(query, { locale, draft: Boolean(session) }, { headers: session?.headers }))[field]
  const published = cached(global, (locale: Locale) => read(locale), () => [
    cacheTags.global(global),
    ...(layout ? layoutTags() : images ? [cacheTags.collection('media')] : []),
    ...linksTo.map(cacheTags.collection),
  ])
  return async (locale) => {
    const session = await previewSession()
    return session ? read(locale, session) : published(locale)
  }
}

const HomeQuery = graphql(
  `
  query Home($locale: LocaleInputType!, $draft: Boolean = false) {
    Home(locale: $locale, fallbackLocale: en, draft: $draft) {
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
  query About($locale: LocaleInputType!, $draft: Boolean = false) {
    About(locale: $locale, fallbackLocale: en, draft: $draft) {
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
  query Careers($locale: LocaleInputType!, $draft: Boolean = false) {
    Career(locale: $locale, fallbackLocale: en, draft: $draft) {
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
  query Contact($locale: LocaleInputType!, $draft: Boolean = false) {
    Contact(locale: $locale, fallbackLocale: en, draft: $draft) {
      heading
      intro
      image { ...MediaFields ...ShareImageFields }
      hoursHeading
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
  query SolutionsIndex($locale: LocaleInputType!, $draft: Boolean = false) {
    SolutionsIndex(locale: $locale, fallbackLocale: en, draft: $draft) {
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
  query BlogIndex($locale: LocaleInputType!, $draft: Boolean = false) {
    BlogIndex(locale: $locale, fallbackLocale: en, draft: $draft) {
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

// A case study's slug is required (String!), the others' are not: one response name cannot hold
// both, so the case study's is read under a name of its own.
const MenuLinkFields = graphql(`
  fragment MenuLinkFields on MenuLink {
    kind
    path
    url
    document {
      relationTo
      value {
        ... on Page { slug }
        ... on Solution { slug }
        ... on CaseStudy { slug }
        ... on Post { slug }
        ... on Job { slug }
      }
    }
  }
`)

const MenusQuery = graphql(
  `
  query Menus($locale: LocaleInputType!, $draft: Boolean = false) {
    Menu(locale: $locale, fallbackLocale: en, draft: $draft) {
      header { id label submenu link { ...MenuLinkFields } children { id label link { ...MenuLinkFields } } }
      footerColumns { id heading links { id label link { ...MenuLinkFields } } }
      legal { id label link { ...MenuLinkFields } }
    }
  }
`,
  [MenuLinkFields],
)

/**
 * The main menu, the footer's columns and legal links. A link to a document carries the document's
 * slug, so the read expires with the collections links lead to (a renamed or unpublished page).
 */
export const getMenus = globalReader('menus', MenusQuery, 'Menu', { linksTo: menuLinkTargets })
/** The menus as read: null before they were ever saved. */
export type Menus = Awaited<ReturnType<typeof getMenus>>
