import { describe, expect, it } from 'vitest'
import { mailboxOf } from './mailbox'

describe('mailboxOf', () => {
  it('counts the spellings of one mailbox as one', () => {
    const one = ['Victim@Example.com', ' victim@example.com ', 'victim+1@example.com', 'VICTIM+news+x@EXAMPLE.COM']
    expect(new Set(one.map(mailboxOf))).toEqual(new Set(['victim@example.com']))
    expect(new Set(['v.ic.tim@gmail.com', 'victim+a@googlemail.com', 'VICTIM@gmail.com'].map(mailboxOf))).toEqual(new Set(['victim@gmail.com']))
  })

  it('keeps different mailboxes apart', () => {
    expect(mailboxOf('first.last@example.com')).toBe('first.last@example.com')
    expect(mailboxOf('victim@example.com')).not.toBe(mailboxOf('victim@example.org'))
    // A local part that is all tag, or no local part at all, is left as written.
    expect(mailboxOf('+tag@example.com')).toBe('+tag@example.com')
    expect(mailboxOf('not-an-address')).toBe('not-an-address')
  })
})
