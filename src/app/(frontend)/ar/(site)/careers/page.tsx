import { careersRoute } from '@/views/careers'

const route = careersRoute('ar')

export default route.Page
export const generateMetadata = route.generateMetadata
