/**
 * The site path a preview link leads to, or null: only a path of this site (`/ar/blog/x?y`), never
 * another host (`//evil.example`, `/\evil.example`, `https://…`), so the preview routes cannot be
 * used to send someone elsewhere.
 */
export function sitePath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null
  const base = 'http://site.invalid'
  try {
    const url = new URL(value, base)
    return url.origin === base ? `${url.pathname}${url.search}` : null
  } catch {
    return null
  }
}
