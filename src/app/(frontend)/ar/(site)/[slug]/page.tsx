import { genericPageRoute } from '@/views/page'

const route = genericPageRoute('ar')

export default route.Page
export const generateMetadata = route.generateMetadata
export const generateStaticParams = route.generateStaticParams
