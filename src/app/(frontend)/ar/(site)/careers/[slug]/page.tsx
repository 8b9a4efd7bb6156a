import { jobRoute } from '@/views/careers'

const route = jobRoute('ar')

export default route.Page
export const generateMetadata = route.generateMetadata
export const generateStaticParams = route.generateStaticParams
