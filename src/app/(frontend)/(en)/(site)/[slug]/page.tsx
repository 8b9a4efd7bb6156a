import { genericPageRoute } from '@/views/page'

const route = genericPageRoute('en')

export default route.Page
export const generateMetadata = route.generateMetadata
export const generateStaticParams = route.generateStaticParams
