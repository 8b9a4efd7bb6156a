import { NotFoundPage, notFoundMetadata } from '@/components/layout/NotFoundPage'

export const generateMetadata = () => notFoundMetadata('ar')

export default function NotFound() {
  return <NotFoundPage locale="ar" />
}
