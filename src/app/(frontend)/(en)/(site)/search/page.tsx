import { searchRoute } from '@/views/search'

const route = searchRoute('en')

export default route.Page
export const generateMetadata = route.generateMetadata
