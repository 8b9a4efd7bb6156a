import { solutionRoute } from '@/views/solutions'

const route = solutionRoute('ar')

export default route.Page
export const generateMetadata = route.generateMetadata
export const generateStaticParams = route.generateStaticParams
