import { NotFoundPage, notFoundMetadata } from '@/components/layout/NotFoundPage'

export const generateMetadata = () => notFoundMetadata('en')

export default function NotFound() {
  return <NotFoundPage locale="en" />
}
