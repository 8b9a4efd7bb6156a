import { webManifest } from '@/data/seo/manifest'

// Built once and kept; a change to the site settings expires it through the content layer's cache tags.
export const dynamic = 'force-static'

export const GET = () => webManifest('en')
