import { describe, expect, it } from 'vitest'
import { observatoryScore } from '../support/observatory'

describe('the HTTP Observatory’s scoring, as the browser tests apply it', () => {
  it('gives a site without security headers the D it was found with (30)', () => {
    expect(observatoryScore({ 'content-type': 'text/html' })).toMatchObject({ score: 30, grade: 'D' })
  })

  it('takes 20 off for inline scripts allowed by the policy, and withholds the bonuses below 90', () => {
    const result = observatoryScore({
      'content-security-policy': "default-src 'none'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
      'strict-transport-security': 'max-age=63072000',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    })
    expect(result.modifiers.contentSecurityPolicy).toBe(-20)
    expect(result).toMatchObject({ score: 80, grade: 'B+' })
  })

  it('counts hashes as a safe script policy, inline styles as neutral, and gives the framing and referrer bonuses', () => {
    const result = observatoryScore(
      {
        'content-security-policy': "default-src 'none'; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
        'strict-transport-security': 'max-age=63072000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
      },
      '<script src="/_next/static/chunks/a.js"></script>',
    )
    expect(result.modifiers).toMatchObject({ contentSecurityPolicy: 0, xFrameOptions: 5, referrerPolicy: 5, subresourceIntegrity: 0 })
    expect(result).toMatchObject({ score: 110, grade: 'A+' })
    expect(observatoryScore({ 'content-security-policy': "default-src 'none'; frame-ancestors 'none'", 'strict-transport-security': 'max-age=63072000', 'x-content-type-options': 'nosniff' }).modifiers.contentSecurityPolicy).toBe(10)
  })
})
