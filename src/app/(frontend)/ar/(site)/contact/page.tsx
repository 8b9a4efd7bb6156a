import { contactRoute } from '@/views/contact'

const route = contactRoute('ar')

export default route.Page
export const generateMetadata = route.generateMetadata
