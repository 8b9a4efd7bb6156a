import 'server-only'
import { cookies, draftMode } from 'next/headers'
import { sitePayload } from '../payload'
import { cache } from 'react'
import type { TypedUser } from 'payload'
import { hasRole, type WithRoles } from '@/lib/roles'

/** How a draft read reaches the CMS: as the signed-in editor who opened the preview. */
export type PreviewSession = { draft: true; headers: Record<string, string>; user: TypedUser }

/**
 * The preview session of this request: in draft mode (turned on by /api/preview for signed-in
 * staff only), while the browser still carries a valid session of an editor. A draft-mode cookie
 * alone (signed out since, the session expired, another browser) shows nothing: no drafts, no
 * preview bar. Outside draft mode it is null and costs nothing: reading draft mode keeps a page
 * static, and the session is checked only when draft mode is on, once per request.
 */
export const previewSession = cache(async (): Promise<PreviewSession | null> => {
  if (!(await draftMode()).isEnabled) return null
  const token = (await cookies()).get('payload-token')?.value
  if (!token) return null
  const headers = { authorization: `JWT ${token}` }
  const { user } = await (await sitePayload()).auth({ headers: new Headers(headers) })
  return user && hasRole(user as WithRoles, 'editor') ? { draft: true, headers, user } : null
})
