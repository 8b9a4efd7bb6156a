import { blogIndexRoute } from '@/views/blog-index'

const route = blogIndexRoute('ar')

export default route.Page
export const generateMetadata = route.generateMetadata
