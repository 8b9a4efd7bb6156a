import { describe, expect, it } from 'vitest'
import { describeError } from './log-safe'

describe('errors in the logs', () => {
  it('keep the failure, never the values the visitor typed', () => {
    const failed = Object.assign(new Error('Failed query: insert into "consultation_requests" ("full_name", "email") values ($1, $2)\nparams: سارة,sara@example.com'), {
      name: 'DrizzleQueryError',
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    })
    expect(describeError(failed)).toEqual({ name: 'DrizzleQueryError', code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' })
    const bare = new Error('Failed query: insert into "x" values ($1)\nparams: sara@example.com')
    expect(JSON.stringify(describeError(bare))).not.toContain('sara@example.com')
  })
})
