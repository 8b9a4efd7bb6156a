import { PostGrid } from '@/components/blog/PostCard'
import { Section } from '@/components/content/Section'
import { getPostList } from '@/lib/content/posts'
import type { BlockProps } from '../types'

export async function LatestPostsComponent({ block, locale }: BlockProps<'LatestPostsBlock'>) {
  const { posts } = await getPostList(locale, 1, 3)
  return (
    <Section heading={block.heading} intro={block.intro}>
      <PostGrid posts={posts} locale={locale} />
    </Section>
  )
}
