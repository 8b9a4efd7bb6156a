import { NotFoundPage } from '@/components/layout/NotFoundPage'

export default function NotFound() {
  return <NotFoundPage locale="en" />
}
