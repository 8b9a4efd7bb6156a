import 'server-only'
import { cookies, draftMode } from 'next/headers'
import type { Locale } from '@/i18n/locales'

/** How a draft read reaches the CMS: as the signed-in editor who opened the preview. */
export type PreviewSession = { draft: true; headers: Record<string, string> }

/**
 * The preview session of this request: in draft mode (turned on by /api/preview for signed-in
 * staff only), with the editor's session cookie. Outside draft mode it is null and costs nothing:
 * reading draft mode keeps a page static, the cookie is read only when draft mode is on.
 */
export async function previewSession(): Promise<PreviewSession | null> {
  if (!(await draftMode()).isEnabled) return null
  const token = (await cookies()).get('payload-token')?.value
  return token ? { draft: true, headers: { authorization: `JWT ${token}` } } : null
}

/**
 * A document read that shows the latest draft in preview: published content from the cache for
 * visitors, the draft read uncached as the editor in draft mode (Next skips its data cache there).
 */
export function previewable<Result>(
  published: (locale: Locale, slug: string) => Promise<Result>,
  draft: (locale: Locale, slug: string, session: PreviewSession) => Promise<Result>,
) {
  return async (locale: Locale, slug: string): Promise<Result> => {
    const session = await previewSession()
    return session ? draft(locale, slug, session) : published(locale, slug)
  }
}
