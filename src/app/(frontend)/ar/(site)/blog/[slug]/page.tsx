import { blogPostRoute } from '@/views/blog-post'

const route = blogPostRoute('ar')

export default route.Page
export const generateMetadata = route.generateMetadata
export const generateStaticParams = route.generateStaticParams
