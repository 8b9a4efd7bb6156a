import { caseStudiesRoute } from '@/views/case-studies'

const route = caseStudiesRoute('en')

export default route.Page
export const generateMetadata = route.generateMetadata
