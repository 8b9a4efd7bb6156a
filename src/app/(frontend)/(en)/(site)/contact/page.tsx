import { contactRoute } from '@/views/contact'

const route = contactRoute('en')

export default route.Page
export const generateMetadata = route.generateMetadata
