import { blogPostRoute } from '@/views/blog-post'

const route = blogPostRoute('en')

export default route.Page
export const generateMetadata = route.generateMetadata
export const generateStaticParams = route.generateStaticParams
