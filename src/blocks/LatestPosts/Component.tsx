import { PostCardView } from '@/components/blog/PostCard'
import { Section } from '@/components/content/Section'
import { getPostList } from '@/lib/content/posts'
import type { BlockProps } from '../types'

export async function LatestPostsComponent({ block, locale }: BlockProps<'LatestPostsBlock'>) {
  const { posts } = await getPostList(locale, 1, 3)
  return (
    <Section heading={block.heading} intro={block.intro}>
      <ul className="grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCardView post={post} locale={locale} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
