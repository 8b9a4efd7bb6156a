import { getTranslations } from 'next-intl/server'
import { isolateLtr } from '@/components/content/Ltr'
import { Section } from '@/components/content/Section'
import { SiteLink } from '@/components/SiteLink'
import { getPostList } from '@/data/content/posts'
import { untranslatedAttrs } from '@/lib/fallback'
import { dateAttribute, formatDate } from '@/lib/format'
import type { BlockProps } from '../types'

/** The three newest posts as a list of dates and titles, like a journal's contents, and the way to the rest. */
export async function LatestPostsComponent({ block, locale, band }: BlockProps<'LatestPostsBlock'>) {
  const [{ posts }, t] = await Promise.all([getPostList(locale, 1, 3), getTranslations({ locale, namespace: 'Blog' })])
  return (
    <Section
      heading={block.heading}
      intro={block.intro}
      band={band}
      action={{ href: '/blog', label: t('backToBlog') }}
    >
      <ul className="divide-y divide-line border-y border-line">
        {posts.map((post) => {
          const shownIn = untranslatedAttrs(post.missingTranslations, locale)
          return (
            <li key={post.id}>
              <article className="group post-row">
                <time dateTime={dateAttribute(post.publishedAt)} className="text-sm text-slate">
                  {formatDate(post.publishedAt, locale)}
                </time>
                <h3 className="text-lg leading-snug font-semibold md:text-xl">
                  <SiteLink href={`/blog/${post.slug}`} className="card-link" {...shownIn}>
                    {isolateLtr(post.title)}
                  </SiteLink>
                </h3>
                {post.categories?.[0]?.title ? <p className="eyebrow">{post.categories[0].title}</p> : null}
              </article>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
