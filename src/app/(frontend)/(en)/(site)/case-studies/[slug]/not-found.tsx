import { NotFoundPage } from '@/components/layout/NotFoundPage'

/** The 404 page of this segment: only the segments that can answer 404 carry it (ADR 011). */
export default function NotFound() {
  return <NotFoundPage locale="en" />
}
