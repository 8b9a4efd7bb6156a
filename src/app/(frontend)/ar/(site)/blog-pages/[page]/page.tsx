import { blogPageRoute } from '@/views/blog-index'

const route = blogPageRoute('ar')

export default route.Page
export const generateMetadata = route.generateMetadata
export const generateStaticParams = route.generateStaticParams
