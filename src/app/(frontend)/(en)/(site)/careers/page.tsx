import { careersRoute } from '@/views/careers'

const route = careersRoute('en')

export default route.Page
export const generateMetadata = route.generateMetadata
