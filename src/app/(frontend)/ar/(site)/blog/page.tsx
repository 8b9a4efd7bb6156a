import { blogIndexRoute } from '@/views/blog'

const route = blogIndexRoute('ar')

export default route.Page
export const generateMetadata = route.generateMetadata
