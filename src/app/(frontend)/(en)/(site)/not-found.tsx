import type { Metadata } from 'next'
import { NotFoundView } from '@/components/layout/NotFoundView.client'

// A missing page is no copy of the home page: no canonical link or alternates from the layout.
export const metadata: Metadata = { alternates: null }

export default function NotFound() {
  return <NotFoundView />
}
