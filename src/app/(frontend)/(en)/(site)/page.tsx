import { homeRoute } from '@/views/home'

const route = homeRoute('en')

export default route.Page
export const generateMetadata = route.generateMetadata
