import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import ar from '../../messages/ar.json'
import en from '../../messages/en.json'
import { consultationSchema } from './consultation.schema'
import { helpTopics } from './options'
import type { FormMessages } from './messages'
import { normalizePhone } from './phone'

const messagesFor = (locale: 'en' | 'ar'): FormMessages => {
  const t = createTranslator({ locale, messages: locale === 'en' ? en : ar, namespace: 'Forms.errors' })
  return (key, values) => t(key, values)
}

const valid = {
  fullName: 'Test Visitor',
  email: 'visitor@example.com',
  phone: '0551234567',
  description: 'We want to search our internal documents in Arabic.',
  channel: 'whatsapp',
  time: 'morning',
  topics: ['nlp', 'health-tech'],
  size: '250k-1m',
}

describe('consultation schema', () => {
  it('accepts a valid request and normalises the Saudi phone number', () => {
    const result = consultationSchema(messagesFor('en')).parse(valid)
    expect(result.phone).toBe('+966551234567')
    expect(result.topics).toEqual(['nlp', 'health-tech'])
  })

  it('refuses control characters with a localized message, and keeps text otherwise as typed', () => {
    const result = consultationSchema(messagesFor('ar')).safeParse({ ...valid, fullName: 'سارة\u0000 العتيبي', description: 'line one\nline two\u0007 of the description' })
    expect(result.success).toBe(false)
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path[0], i.message]))
    expect(messages.fullName).toBe('يحتوي هذا الحقل على رموز تحكم غير مرئية لا يمكننا حفظها. يُرجى كتابته من جديد.')
    expect(messages.description).toBe(messages.fullName)
    const multiline = consultationSchema(messagesFor('en')).parse({ ...valid, description: 'First line of the project.\nSecond line, with more.' })
    expect(multiline.description).toBe('First line of the project.\nSecond line, with more.')
  })

  it('removes bidirectional overrides from names and accepts Saudi and other internationalised e-mail domains', () => {
    const result = consultationSchema(messagesFor('en')).parse({ ...valid, fullName: 'Evil \u202Efdp.exe\u202C Person', email: 'user@xn--mgbh0fb.xn--mgberp4a5d4ar' })
    expect(result.fullName).toBe('Evil fdp.exe Person')
    expect(result.email).toBe('user@مثال.السعودية')
    expect(consultationSchema(messagesFor('en')).parse({ ...valid, email: 'user@bücher.de' }).email).toBe('user@bücher.de')
  })

  it('counts only what is kept: a name made of direction controls alone is missing, not stored empty', () => {
    const result = consultationSchema(messagesFor('en')).safeParse({ ...valid, fullName: '\u202E\u2066 \u2069\u202C' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.find((issue) => issue.path[0] === 'fullName')?.message).toBe(messagesFor('en')('required'))
  })

  it.each([
    ['en', 'Enter an email address such as name@company.com.', 'Please choose one of the options.'],
    ['ar', 'أدخل بريدًا إلكترونيًا صحيحًا مثل name@company.com.', 'يُرجى اختيار أحد الخيارات.'],
  ] as const)('explains each invalid field in %s', (locale, emailMessage, chooseMessage) => {
    const result = consultationSchema(messagesFor(locale)).safeParse({
      ...valid,
      email: 'not-an-email',
      phone: '12345',
      description: 'short',
      topics: ['astrology'],
      channel: 'fax',
      time: 'midnight',
      size: 'huge',
      fullName: 'x'.repeat(121),
    })
    expect(result.success).toBe(false)
    const byField = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]))
    expect(byField.email).toBe(emailMessage)
    expect(byField.topics).toBe(chooseMessage)
    expect(Object.keys(byField).sort()).toEqual(['channel', 'description', 'email', 'fullName', 'phone', 'size', 'time', 'topics'])
    expect(byField.fullName).toContain('120')
  })

  it('refuses values outside the allowed choices', () => {
    const result = consultationSchema(messagesFor('en')).safeParse({ ...valid, topics: ['nlp', 'astrology'] })
    expect(result.success).toBe(false)
  })
})

describe('a first contact (ADR 044)', () => {
  const firstContact = { fullName: 'Test Visitor', email: 'visitor@example.com', description: 'We want to search our internal documents in Arabic.' }
  // What the form sends when nothing optional was touched: empty texts, no radio, no checkbox.
  const asSent = { ...firstContact, phone: '', size: '', topics: [] }

  it.each([
    ['as the form sends it', asSent],
    ['with the optional parts missing', firstContact],
    ['with blank optional answers', { ...asSent, phone: '   ', size: ' ', time: '' }],
  ])('accepts the name, the e-mail and the description alone, %s: by e-mail, the rest left out', (_, input) => {
    const result = consultationSchema(messagesFor('en')).parse(input)
    expect(result).toEqual({ ...firstContact, channel: 'email', topics: [] })
    expect(result).not.toHaveProperty('phone', expect.anything())
  })

  it.each(['fullName', 'email', 'description'] as const)('still requires %s', (field) => {
    const result = consultationSchema(messagesFor('en')).safeParse({ ...asSent, [field]: '' })
    expect(result.success).toBe(false)
    expect(new Set(result.error?.issues.map((issue) => issue.path[0]))).toEqual(new Set([field]))
  })

  it.each([
    ['phone', 'en', 'Enter the number we should call, or choose another channel.'],
    ['whatsapp', 'en', 'Enter the number we should write to on WhatsApp, or choose another channel.'],
    ['phone', 'ar', 'أدخل الرقم الذي نتصل بك عليه، أو اختر وسيلة تواصل أخرى.'],
    ['whatsapp', 'ar', 'أدخل الرقم الذي نراسلك عليه عبر واتساب، أو اختر وسيلة تواصل أخرى.'],
  ] as const)('requires the phone for the %s channel, in %s', (channel, locale, message) => {
    const result = consultationSchema(messagesFor(locale)).safeParse({ ...asSent, channel })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([['phone', message]])
    expect(consultationSchema(messagesFor(locale)).parse({ ...asSent, channel, phone: '0551234567' }).phone).toBe('+966551234567')
  })

  it('reports the missing phone together with the other mistakes, and a wrong phone by its own message', () => {
    const m = messagesFor('en')
    const missing = consultationSchema(m).safeParse({ ...asSent, channel: 'whatsapp', email: 'nope' })
    expect(missing.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['email', 'phone'])
    const wrong = consultationSchema(m).safeParse({ ...asSent, channel: 'phone', phone: '12345' })
    expect(wrong.error?.issues.map((issue) => issue.message)).toEqual([m('phone')])
  })

  it('checks an optional answer that is given, within the same bounds', () => {
    const m = messagesFor('en')
    const refused = (input: Record<string, unknown>) => consultationSchema(m).safeParse({ ...asSent, ...input }).error?.issues.map((issue) => [issue.path[0], issue.message])
    expect(refused({ phone: '12345' })).toEqual([['phone', m('phone')]])
    expect(refused({ phone: '+966 55 123 4567 ext. 1234567' })).toEqual([['phone', m('tooLong', { max: 25 })]])
    expect(refused({ time: 'midnight' })).toEqual([['time', m('choose')]])
    expect(refused({ size: 'huge' })).toEqual([['size', m('choose')]])
    expect(refused({ channel: '' })).toEqual([['channel', m('choose')]])
    // At most every area once: a forged list longer than the options is refused.
    expect(refused({ topics: [...helpTopics, 'nlp'] })).toEqual([['topics', m('choose')]])
    expect(consultationSchema(m).parse({ ...asSent, topics: [...helpTopics] }).topics).toEqual([...helpTopics])
  })
})

describe('phone numbers', () => {
  it.each([
    ['0551234567', '+966551234567'],
    ['055 123 4567', '+966551234567'],
    ['966551234567', '+966551234567'],
    ['00966551234567', '+966551234567'],
    ['+966 55 123 4567', '+966551234567'],
    ['+966 11 510 7400', '+966115107400'],
    ['+44 20 7946 0958', '+442079460958'],
    // As an Arabic keyboard types them, and a Persian or Urdu one, with a direction mark pasted along.
    ['٠٥٥١٢٣٤٥٦٧', '+966551234567'],
    ['+٩٦٦ ٥٥ ١٢٣ ٤٥٦٧', '+966551234567'],
    ['۰۵۵۱۲۳۴۵۶۷', '+966551234567'],
    ['\u200e+966 55 123 4567', '+966551234567'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected)
  })

  it.each(['12345', '0551234', '+966 0 1234', 'phone', '+0123456789', '٠٥٥١٢٣٤'])('refuses %s', (input) => {
    expect(normalizePhone(input)).toBeNull()
  })
})
