import { documentPath, type RoutedCollection } from './routes'

/** The collections a menu item may lead to: those whose documents have pages. */
export const menuLinkTargets = ['pages', 'solutions', 'case-studies', 'posts', 'jobs'] as const satisfies readonly RoutedCollection[]
type Target = (typeof menuLinkTargets)[number]

/** A path of the site without its language prefix: `/`, `/careers`, `/blog/a-post`, letters of any script. */
export const sitePathPattern = /^\/(?!\/)[\p{L}\p{M}\p{N}\-_/]*$/u

/** A menu item's link as the site reads it (the `MenuLink` GraphQL type). */
export type MenuLink = {
  kind?: string | null
  document?: { relationTo?: string | null; value?: { slug?: string | null } | null } | null
  path?: string | null
  url?: string | null
}

/** Where a link leads and whether it leaves the site; null when it leads nowhere a visitor may go. */
export type Destination = { href: string; external: boolean }

/**
 * A menu link's address: a document's path (null while the document is not published: visitors are
 * not given it), a site path, or an external https address.
 */
export function destinationOf(link: MenuLink | null | undefined): Destination | null {
  if (!link) return null
  if (link.kind === 'url') return link.url ? { href: link.url, external: true } : null
  if (link.kind === 'path') return link.path && sitePathPattern.test(link.path) ? { href: link.path, external: false } : null
  const relationTo = link.document?.relationTo
  const slug = link.document?.value?.slug
  if (!slug || !menuLinkTargets.includes(relationTo as Target)) return null
  return { href: documentPath(relationTo as Target, slug), external: false }
}
