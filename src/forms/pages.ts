import { splitLocalePath } from '@/i18n/locales'
import type { FormName } from './options'

/**
 * The form a page holds, whose server action posts to the page's own address (views/contact.tsx,
 * careers.tsx, job.tsx), or null: the production server takes a POST only to these pages, bounded
 * by the form's shape (options.ts `formBodyBounds`), and the proxy checks their origin.
 */
export function formOnPage(pathname: string): FormName | null {
  const { path } = splitLocalePath(pathname)
  if (path === '/contact') return 'consultation'
  if (path === '/careers' || /^\/careers\/[^/]+$/.test(path)) return 'application'
  return null
}
