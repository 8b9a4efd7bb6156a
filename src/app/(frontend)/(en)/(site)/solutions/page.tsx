import { solutionsIndexRoute } from '@/views/solutions'

const route = solutionsIndexRoute('en')

export default route.Page
export const generateMetadata = route.generateMetadata
