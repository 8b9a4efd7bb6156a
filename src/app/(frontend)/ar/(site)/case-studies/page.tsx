import { caseStudiesRoute } from '@/views/case-studies'

const route = caseStudiesRoute('ar')

export default route.Page
export const generateMetadata = route.generateMetadata
