import { jobRoute } from '@/views/job'

const route = jobRoute('ar')

export default route.Page
export const generateMetadata = route.generateMetadata
export const generateStaticParams = route.generateStaticParams
