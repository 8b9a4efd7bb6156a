import { personRoute } from '@/views/person'

const route = personRoute('ar')

export default route.Page
export const generateMetadata = route.generateMetadata
export const generateStaticParams = route.generateStaticParams
