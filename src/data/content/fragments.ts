import { graphql, type ResultOf } from '@/lib/graphql/graphql'

export const MediaFields = graphql(`
  fragment MediaFields on Media {
    id
    alt
    placeholderColor
    url
    width
    height
    mimeType
    sizes {
      card { url width height }
      large { url width height }
    }
  }
`)

/** An image with the fields the site reads (alt text, sizes): what the image components take. */
export type Media = ResultOf<typeof MediaFields>

/**
 * A small image shown at one size (a client's or a partner's mark): what an `<img>` needs, without
 * the resized copies. Selected inside lists of blocks, where each field counts towards the query's
 * cost limit (lib/graphql/limits.ts).
 */
const MarkFields = graphql(`
  fragment MarkFields on Media {
    id
    alt
    placeholderColor
    url
    width
    height
  }
`)


/** What a case study shows in a list: its headline number leads to its page. */
export const CaseStudyTeaserFields = graphql(
  `
  fragment CaseStudyTeaserFields on CaseStudy {
    id slug title client sector missingTranslations
    metric { value label }
    image { ...MediaFields }
  }
`,
  [MediaFields],
)

/** Every block type, selected once and spread wherever a layout or sections field appears. */
export const LayoutBlocks = graphql(
  `
  fragment LayoutBlocks on Page_Layout {
    __typename
    ... on HeroBlock {
      id eyebrow heading body
      image { ...MediaFields }
      primaryCta { label href }
      secondaryCta { label href }
    }
    ... on FeatureGridBlock { id heading intro items { id icon title body } }
    ... on StepsBlock { id heading intro items { id title body } }
    ... on StatsBlock { id heading items { id value label } }
    ... on CallToActionBlock { id heading body link { label href } }
    ... on RichTextBlock { id heading richBody: body(depth: 1) }
    ... on FaqBlock { id heading items { id question answer } }
    ... on CaseStudyCardsBlock { id heading intro caseStudies { ...CaseStudyTeaserFields } }
    ... on LogoStripBlock { id heading items { id name logo { ...MarkFields } } }
    ... on TestimonialsBlock { id heading items { id quote name role organization logo { ...MarkFields } } }
    ... on PeopleBlock { id heading intro people { id } }
    ... on SolutionCardsBlock { id heading intro kind }
    ... on OfficesBlock { id heading intro }
    ... on LatestPostsBlock { id heading intro }
    ... on DownloadsBlock { id heading documents { id title description url filename filesize } }
  }
`,
  [MediaFields, MarkFields, CaseStudyTeaserFields],
)

export const PostCardFields = graphql(
  `
  fragment PostCardFields on Post {
    id
    slug
    title
    excerpt
    missingTranslations
    publishedAt
    cover { ...MediaFields }
    author { name }
    categories { id slug title }
  }
`,
  [MediaFields],
)


/** The 1200x630 crop that Payload makes of every uploaded image, for share cards. */
export const ShareImageFields = graphql(`
  fragment ShareImageFields on Media {
    sizes { og { url width height } }
  }
`)
