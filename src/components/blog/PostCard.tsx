import { isolateLtr } from '@/components/content/Ltr'
import { CmsImage } from '@/components/media/CmsImage'
import { SiteLink } from '@/components/SiteLink'
import type { Locale } from '@/i18n/locales'
import type { PostCard } from '@/data/content/posts'
import { untranslatedAttrs } from '@/lib/fallback'
import { dateAttribute, formatDate } from '@/lib/format'
import { classProps, gridColumns, gridLayout } from '@/lib/grid'

type Props = {
  post: PostCard
  locale: Locale
  headingLevel?: 'h2' | 'h3'
  /** The first card of a list is above the fold: its cover loads at once. */
  priorityImage?: boolean
  /** With the post's excerpt under its title (the blog's list); without it, a post to read next. */
  excerpt?: boolean
}

/**
 * A post in a list: cover, category, title, excerpt, date. Renders on the server and in the browser.
 * Its parts are styled from `.post-card` (content.css) rather than by classes on each: a list holds
 * up to twelve cards, each carried twice, in the HTML and the React payload (ADR 011). The cover is
 * decorative here: the title says what the card leads to, and the post's own page describes it.
 */
export function PostCardView({ post, locale, headingLevel: Heading = 'h3', priorityImage = false, excerpt = true }: Props) {
  const category = post.categories?.[0]?.title
  // A post not yet written in this language shows its default-language text, marked as such.
  const shownIn = untranslatedAttrs(post.missingTranslations, locale)
  return (
    <article className="card group post-card">
      <CmsImage media={post.cover} sizes="(min-width: 1024px) 24rem, (min-width: 768px) 50vw, 100vw" aspectRatio="16 / 9" priority={priorityImage} decorative />
      <div>
        {category ? <p className="eyebrow">{category}</p> : null}
        <Heading>
          <SiteLink href={`/blog/${post.slug}`} className="card-link" {...shownIn}>
            {isolateLtr(post.title)}
          </SiteLink>
        </Heading>
        {excerpt ? <p {...shownIn}>{isolateLtr(post.excerpt)}</p> : null}
        <p>
          <time dateTime={dateAttribute(post.publishedAt)}>{formatDate(post.publishedAt, locale)}</time>
        </p>
      </div>
    </article>
  )
}

/** Posts as cards, as many to a row as leaves none alone (lib/grid.ts). */
export function PostGrid({ posts, locale, testId, excerpts = true }: { posts: PostCard[]; locale: Locale; testId?: string; excerpts?: boolean }) {
  const grid = gridLayout(posts.length, gridColumns.posts)
  return (
    <ul className={`${grid.list} gap-6`} data-testid={testId} data-grid>
      {posts.map((post, i) => (
        <li key={post.id} {...classProps(grid.item(i))}>
          <PostCardView post={post} locale={locale} excerpt={excerpts} />
        </li>
      ))}
    </ul>
  )
}
