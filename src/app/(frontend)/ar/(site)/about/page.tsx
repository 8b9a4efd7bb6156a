import { aboutRoute } from '@/views/about'

const route = aboutRoute('ar')

export default route.Page
export const generateMetadata = route.generateMetadata
