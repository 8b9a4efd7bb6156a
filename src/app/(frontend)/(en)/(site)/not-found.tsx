import { NotFoundView } from '@/components/layout/NotFoundView.client'

export default function NotFound() {
  return <NotFoundView />
}
