import { isTrustedScript, type ScriptTrust, sha256 } from './inline-scripts'

/**
 * Every response's security headers, in one place (docs/decisions/015-security-headers.md). The
 * production server adds them to whatever the app answers.
 *
 * Scripts: a page may run only the site's own files and the inline scripts that the framework and
 * the build wrote into it (inline-scripts.ts), each allowed by its SHA-256 hash, which the server
 * computes from the page's bytes as it sends them. That works the same for prerendered pages (no
 * per-request nonce is possible in a cached page) and for pages rendered per request, and needs
 * neither `unsafe-inline` nor `unsafe-eval`; a script that reached the page another way is refused.
 */
export type HeaderOptions = {
  https: boolean
  /**
   * The request is in Next's draft mode (an editor previewing): its pages may be framed by this
   * site's own admin, for Live Preview. Every other page may be framed by nobody.
   */
  preview?: boolean
}

export function baseHeaders(path: string, { https, preview = false }: HeaderOptions): Record<string, string> {
  const shareable = path.startsWith('/og/') || path.startsWith('/api/media/file/')
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'cross-origin-opener-policy': 'same-origin',
    // Share cards and uploaded images are meant to be shown by other sites.
    'cross-origin-resource-policy': shareable ? 'cross-origin' : 'same-origin',
    'x-frame-options': preview ? 'SAMEORIGIN' : 'DENY',
    ...(https ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  }
}

/** The policy of an HTML document whose inline scripts have these hashes. */
export function documentPolicy(scriptHashes: readonly string[], { https, preview = false }: HeaderOptions): string {
  const scripts = ["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)].join(' ')
  return [
    "default-src 'none'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "media-src 'self'",
    "worker-src 'self' blob:",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    // The admin's Live Preview frames this site's own pages (which allow it only in draft mode).
    "frame-src 'self'",
    preview ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/** Anything that is not an HTML document (JSON, images, SVG files): nothing in it may run. */
export const resourcePolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; sandbox"

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const executableType = /\btype\s*=\s*["']?(?:text\/javascript|application\/javascript|module)["']?/i

/**
 * The SHA-256 (base64) of each inline script a browser would run that the framework or the build
 * wrote (data blocks such as JSON-LD are left out: they never run), and how many others the page
 * holds, which the policy does not allow.
 */
export function inlineScriptHashes(html: string, trust: ScriptTrust): { hashes: string[]; untrusted: number } {
  const hashes = new Set<string>()
  let untrusted = 0
  for (const [, attributes = '', body = ''] of html.matchAll(scriptElement)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    if (/\btype\s*=/i.test(attributes) && !executableType.test(attributes)) continue
    const hash = sha256(body)
    if (isTrustedScript(body, hash, trust)) hashes.add(hash)
    else untrusted += 1
  }
  return { hashes: [...hashes], untrusted }
}
