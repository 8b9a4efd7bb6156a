import { jobRoute } from '@/views/job'

const route = jobRoute('en')

export default route.Page
export const generateMetadata = route.generateMetadata
export const generateStaticParams = route.generateStaticParams
