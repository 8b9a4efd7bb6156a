import { describe, expect, it } from 'vitest'
import { baseHeaders, documentPolicy } from './security-headers'

describe('security headers', () => {
  it('allows the site’s own files and hashed inline scripts, never unsafe-inline or eval for scripts', () => {
    const policy = documentPolicy(['abc='], { https: true })
    const scripts = policy.split('; ').find((d) => d.startsWith('script-src'))
    expect(scripts).toBe("script-src 'self' 'sha256-abc='")
    expect(policy).toContain("default-src 'none'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain('upgrade-insecure-requests')
    expect(documentPolicy([], { https: false })).not.toContain('upgrade-insecure-requests')
  })

  it('lets only the site itself frame a page, and only in draft mode (Live Preview in the admin)', () => {
    expect(documentPolicy([], { https: true, preview: true })).toContain("frame-ancestors 'self'")
    // The admin page may frame the site's pages; other sites stay out.
    expect(documentPolicy([], { https: true })).toContain("frame-src 'self'")
    expect(baseHeaders('/blog/x', { https: true, preview: true })['x-frame-options']).toBe('SAMEORIGIN')
    expect(baseHeaders('/blog/x', { https: true })['x-frame-options']).toBe('DENY')
  })

  it('sends HSTS only over HTTPS, and lets share cards be shown by other sites', () => {
    expect(baseHeaders('/', { https: true })['strict-transport-security']).toMatch(/max-age=\d{8}/)
    expect(baseHeaders('/', { https: false })['strict-transport-security']).toBeUndefined()
    expect(baseHeaders('/og/en.png', { https: true })['cross-origin-resource-policy']).toBe('cross-origin')
    expect(baseHeaders('/about', { https: true })['cross-origin-resource-policy']).toBe('same-origin')
  })
})
