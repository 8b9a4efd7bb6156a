import { searchRoute } from '@/views/search'

const route = searchRoute('ar')

export default route.Page
export const generateMetadata = route.generateMetadata
