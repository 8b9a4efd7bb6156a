import { blogIndexRoute } from '@/views/blog-index'

const route = blogIndexRoute('en')

export default route.Page
export const generateMetadata = route.generateMetadata
