import { decodedSegment } from '@/lib/site-path'
import { redirectOrNotFound } from '@/views/missing'

/** Any path no other route matches: an editor's redirect if one leads from it, else 404 with this language's not-found page. */
export default async function Missing({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params
  return redirectOrNotFound('en', `/${missing.map(decodedSegment).join('/')}`)
}
