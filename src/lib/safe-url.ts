/** How a link target may be followed (spec section 8: script URLs are refused, external needs a flag). */
export type HrefKind = 'internal' | 'anchor' | 'contact' | 'external' | 'unsafe'

export function classifyHref(href: string | null | undefined): HrefKind {
  if (!href) return 'unsafe'
  // Browsers ignore control characters and spaces inside a scheme ("java\nscript:"), so do we.
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  if (compact.startsWith('#')) return 'anchor'
  if (compact.startsWith('/') && !compact.startsWith('//') && !compact.startsWith('/\\')) return 'internal'
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase()
  if (scheme === 'https' || scheme === 'http') return 'external'
  if (scheme === 'mailto' || scheme === 'tel') return 'contact'
  return 'unsafe'
}

export class UnsafeNavigationError extends Error {
  constructor(
    readonly href: string,
    reason: string,
  ) {
    super(`Navigation to "${href}" refused: ${reason}`)
    this.name = 'UnsafeNavigationError'
  }
}

/** Checks a navigation target; throws for script URLs, and for external URLs without permission. */
export function assertNavigable(href: string, { external = false }: { external?: boolean } = {}): HrefKind {
  const kind = classifyHref(href)
  if (kind === 'unsafe') throw new UnsafeNavigationError(href, 'only site paths, http(s), mailto: and tel: are allowed')
  if (kind === 'external' && !external) throw new UnsafeNavigationError(href, 'external URLs need the external flag')
  return kind
}
