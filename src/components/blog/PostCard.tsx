import { isolateLtr } from '@/components/content/Ltr'
import { CmsImage } from '@/components/media/CmsImage'
import { SiteLink } from '@/components/SiteLink'
import type { Locale } from '@/i18n/locales'
import type { PostCard } from '@/lib/content/posts'
import { untranslatedAttrs } from '@/lib/fallback'
import { formatDate } from '@/lib/format'
import { gridColumns, gridLayout } from '@/lib/grid'

type Props = {
  post: PostCard
  locale: Locale
  headingLevel?: 'h2' | 'h3'
  /** The first card of a list is above the fold: its cover loads at once. */
  priorityImage?: boolean
}

/** A post in a list: cover, category, title, excerpt, date. Renders on the server and in the browser. */
export function PostCardView({ post, locale, headingLevel: Heading = 'h3', priorityImage = false }: Props) {
  const category = post.categories?.[0]?.title
  // A post not yet written in this language shows its default-language text, marked as such.
  const shownIn = untranslatedAttrs(post.missingTranslations, locale)
  return (
    <article className="card group relative flex h-full flex-col overflow-hidden">
      <CmsImage
        media={post.cover}
        sizes="(min-width: 1024px) 24rem, (min-width: 768px) 50vw, 100vw"
        aspectRatio="16 / 9"
        priority={priorityImage}
        className="h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        {category ? <p className="eyebrow">{category}</p> : null}
        <Heading className="mt-2 text-lg leading-snug font-semibold">
          <SiteLink href={`/blog/${post.slug}`} className="card-link" {...shownIn}>
            {isolateLtr(post.title)}
          </SiteLink>
        </Heading>
        {/* The clamp on the paragraph alone: stretched by the card, it would show a fourth line. */}
        <p className="mt-2 line-clamp-3 text-slate" {...shownIn}>
          {isolateLtr(post.excerpt)}
        </p>
        <p className="mt-auto pt-4 text-sm text-slate">
          <time dateTime={post.publishedAt ?? undefined}>{formatDate(post.publishedAt, locale)}</time>
        </p>
      </div>
    </article>
  )
}

/** Posts as cards, as many to a row as leaves none alone (lib/grid.ts). */
export function PostGrid({ posts, locale, testId }: { posts: PostCard[]; locale: Locale; testId?: string }) {
  const grid = gridLayout(posts.length, gridColumns.posts)
  return (
    <ul className={`${grid.list} gap-6`} data-testid={testId} data-grid>
      {posts.map((post, i) => (
        <li key={post.id} className={grid.item(i)}>
          <PostCardView post={post} locale={locale} />
        </li>
      ))}
    </ul>
  )
}
