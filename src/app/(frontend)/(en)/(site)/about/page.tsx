import { aboutRoute } from '@/views/about'

const route = aboutRoute('en')

export default route.Page
export const generateMetadata = route.generateMetadata
