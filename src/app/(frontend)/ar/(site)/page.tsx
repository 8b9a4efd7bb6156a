import { homeRoute } from '@/views/home'

const route = homeRoute('ar')

export default route.Page
export const generateMetadata = route.generateMetadata
