import { caseStudyRoute } from '@/views/case-studies'

const route = caseStudyRoute('ar')

export default route.Page
export const generateMetadata = route.generateMetadata
export const generateStaticParams = route.generateStaticParams
