import { describe, expect, it } from 'vitest'
import { checkFormToken, issueFormToken } from './token'

const issuedAt = Date.UTC(2026, 10, 23, 9, 0, 0)
const realMinimum = 3_000
const day = 24 * 60 * 60 * 1000

describe('form token', () => {
  it('identifies its form instance and is accepted once the minimum fill time has passed (controlled clock)', () => {
    const token = issueFormToken(issuedAt)
    const early = checkFormToken(token, issuedAt + realMinimum - 1, realMinimum)
    const onTime = checkFormToken(token, issuedAt + realMinimum, realMinimum)
    expect(early).toMatchObject({ ok: true, tooFast: true })
    expect(onTime).toMatchObject({ ok: true, tooFast: false })
    if (!early.ok || !onTime.ok) throw new Error('unreachable')
    expect(onTime.submissionId).toBe(early.submissionId)
    expect(checkFormToken(issueFormToken(issuedAt), issuedAt + realMinimum, realMinimum)).not.toMatchObject({ submissionId: onTime.submissionId })
  })

  it('refuses a tampered token: a back-dated start, another id or a forged signature', () => {
    const [issued, id, signature] = issueFormToken(issuedAt).split('.')
    const now = issuedAt + 60_000
    expect(checkFormToken(`${Number(issued) - 60_000}.${id}.${signature}`, now)).toEqual({ ok: false, reason: 'spam' })
    expect(checkFormToken(`${issued}.00000000-0000-4000-8000-000000000000.${signature}`, now)).toEqual({ ok: false, reason: 'spam' })
    expect(checkFormToken(`${issued}.${id}.${signature!.slice(0, -2)}xx`, now)).toEqual({ ok: false, reason: 'spam' })
    expect(checkFormToken(`${issued}.${id}`, now)).toEqual({ ok: false, reason: 'expired' })
    expect(checkFormToken(undefined, now)).toEqual({ ok: false, reason: 'expired' })
  })

  it('expires after a day, and a token from the future is not accepted', () => {
    const token = issueFormToken(issuedAt)
    expect(checkFormToken(token, issuedAt + day - 1)).toMatchObject({ ok: true })
    expect(checkFormToken(token, issuedAt + day + 1)).toEqual({ ok: false, reason: 'expired' })
    expect(checkFormToken(token, issuedAt - 1)).toEqual({ ok: false, reason: 'expired' })
  })
})
