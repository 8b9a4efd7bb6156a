import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { pickMessages } from '@/i18n/pick-messages'
import { browserFormMessages } from './browser-messages'

describe('the forms’ messages in the browser', () => {
  for (const { code } of locales) {
    it(`exist in ${code} and leave out the e-mails, the other form and the server's refusals`, () => {
      const consultation = pickMessages(messages[code], browserFormMessages.consultation)
      const forms = consultation.Forms as Record<string, unknown>
      expect(Object.keys(forms).sort()).toEqual(['consultation', 'errors', 'fixErrors', 'optional', 'refused', 'sending'])
      expect(forms.refused).toEqual({ connection: messages[code].Forms.refused.connection })
      expect(forms.errors).toEqual(messages[code].Forms.errors)
      const application = pickMessages(messages[code], browserFormMessages.application).Forms as Record<string, unknown>
      expect(application.application).toEqual(messages[code].Forms.application)
      expect(application).not.toHaveProperty('consultation')
    })
  }

  it('refuses a key that is not in the messages', () => {
    expect(() => pickMessages(messages.en, ['Forms.noSuchKey'])).toThrow(/no message at Forms.noSuchKey/)
  })
})
