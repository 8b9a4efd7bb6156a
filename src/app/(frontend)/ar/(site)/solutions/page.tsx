import { solutionsIndexRoute } from '@/views/solutions'

const route = solutionsIndexRoute('ar')

export default route.Page
export const generateMetadata = route.generateMetadata
