import { SegmentNotFound } from '@/components/layout/NotFoundPage'

/** The 404 page of this segment, when its page was not found: only the segments that can answer 404 carry it (ADR 011). */
export default function NotFound() {
  return <SegmentNotFound locale="en" />
}
