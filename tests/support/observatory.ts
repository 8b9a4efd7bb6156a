/**
 * The HTTP Observatory's scoring (MDN, "Tests & scoring", the version with the CORP test), applied to
 * one response's headers and body as the Observatory would see it behind TLS. Each test gives a
 * modifier; penalties always count, bonuses only once the score without them is 90 or more. The
 * scanner itself cannot be installed here (its install step downloads certificate bundles), so the
 * rules the site's headers touch are written out from its published table; tests it cannot fail
 * here (redirection, CORS on a site that sends none) count 0, as the scanner gives them.
 */
export type ObservatoryResult = { score: number; grade: string; modifiers: Record<string, number> }

const grades: [number, string][] = [
  [100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F'],
]

export function observatoryScore(headers: Record<string, string>, html = ''): ObservatoryResult {
  const h = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
  const csp = parsePolicy(h['content-security-policy'])
  const modifiers: Record<string, number> = {
    contentSecurityPolicy: cspModifier(csp),
    cookies: cookieModifier(h['set-cookie']),
    crossOriginResourceSharing: h['access-control-allow-origin']?.trim() === '*' && /true/i.test(h['access-control-allow-credentials'] ?? '') ? -50 : 0,
    redirection: 0,
    referrerPolicy: referrerModifier(h['referrer-policy']),
    strictTransportSecurity: hstsModifier(h['strict-transport-security']),
    subresourceIntegrity: sriModifier(html),
    xContentTypeOptions: /^\s*nosniff\s*$/i.test(h['x-content-type-options'] ?? '') ? 0 : -5,
    xFrameOptions: csp?.get('frame-ancestors') ? 5 : /^\s*(deny|sameorigin)\s*$/i.test(h['x-frame-options'] ?? '') ? 0 : -20,
    crossOriginResourcePolicy: !h['cross-origin-resource-policy'] || /^\s*(same-site|same-origin|cross-origin)\s*$/i.test(h['cross-origin-resource-policy']) ? 0 : -5,
  }
  const penalties = Object.values(modifiers).filter((m) => m < 0).reduce((a, b) => a + b, 0)
  const bonuses = Object.values(modifiers).filter((m) => m > 0).reduce((a, b) => a + b, 0)
  const base = 100 + penalties
  const score = Math.max(0, base >= 90 ? base + bonuses : base)
  return { score, grade: grades.find(([min]) => score >= min)![1], modifiers }
}

function parsePolicy(header: string | undefined): Map<string, string[]> | null {
  if (!header) return null
  const policy = new Map<string, string[]>()
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), values)
  }
  return policy
}

function cspModifier(csp: Map<string, string[]> | null): number {
  if (!csp) return -25
  const sources = (directive: string) => csp.get(directive) ?? csp.get('default-src') ?? []
  const scripts = sources('script-src')
  const broad = (list: string[]) => list.some((s) => ['*', 'http:', 'https:', 'data:'].includes(s.toLowerCase()))
  const hasHashOrNonce = scripts.some((s) => /^'(sha(256|384|512)-|nonce-)/.test(s))
  if ((scripts.includes("'unsafe-inline'") && !hasHashOrNonce && !scripts.includes("'strict-dynamic'")) || broad(scripts) || broad(sources('object-src'))) return -20
  if (scripts.includes("'unsafe-eval'")) return -10
  if (sources('style-src').includes("'unsafe-inline'")) return 0
  return csp.get('default-src')?.includes("'none'") ? 10 : 5
}

function cookieModifier(setCookie: string | undefined): number {
  if (!setCookie) return 0
  const cookies = setCookie.split(/\n/)
  if (cookies.some((c) => !/;\s*secure/i.test(c))) return -20
  return cookies.every((c) => /;\s*samesite=(lax|strict)/i.test(c) && /;\s*httponly/i.test(c)) ? 5 : 0
}

function referrerModifier(value: string | undefined): number {
  if (!value) return 0
  const policy = value.split(',').map((v) => v.trim().toLowerCase()).at(-1)
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(policy ?? '')) return 5
  if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(policy ?? '')) return -5
  return -5
}

function hstsModifier(value: string | undefined): number {
  if (!value) return -20
  const maxAge = Number(/max-age\s*=\s*"?(\d+)/i.exec(value)?.[1] ?? NaN)
  if (!Number.isFinite(maxAge)) return -20
  return maxAge >= 15_768_000 ? 0 : -10
}

function sriModifier(html: string): number {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/gi)].map((m) => ({ src: m[1]!, tag: m[0] }))
  const external = scripts.filter((s) => /^(https?:)?\/\//i.test(s.src))
  if (external.length === 0) return 0
  if (external.every((s) => /\bintegrity=/.test(s.tag) && /^https:|^\/\//i.test(s.src))) return 5
  return external.some((s) => /^http:/i.test(s.src)) ? -50 : -5
}
