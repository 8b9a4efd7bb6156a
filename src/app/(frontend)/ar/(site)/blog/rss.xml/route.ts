import { blogFeed } from '@/data/seo/feed'

// Built once and kept; publishing a post expires it through the content layer's cache tags.
export const dynamic = 'force-static'

export const GET = () => blogFeed('ar')
