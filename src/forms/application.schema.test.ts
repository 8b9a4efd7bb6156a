import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import ar from '../../messages/ar.json'
import en from '../../messages/en.json'
import { applicationSchema } from './application.schema'
import type { FormMessages } from './messages'

const messagesFor = (locale: 'en' | 'ar'): FormMessages => {
  const t = createTranslator({ locale, messages: locale === 'en' ? en : ar, namespace: 'Forms.errors' })
  return (key, values) => t(key, values)
}

const cv = { name: 'cv.pdf', size: 120_000 }
const valid = {
  fullName: 'Test Applicant',
  email: 'applicant@example.com',
  phone: '055 123 4567',
  source: 'linkedin',
  sourceOther: '',
  github: 'https://github.com/test-applicant/',
  summary: 'Machine learning engineer with five years of Arabic NLP experience.',
  consent: 'yes',
  cv,
}

const errorsOf = (locale: 'en' | 'ar', input: Record<string, unknown>) => {
  const result = applicationSchema(messagesFor(locale)).safeParse(input)
  expect(result.success).toBe(false)
  return Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]))
}

describe('application schema', () => {
  it('accepts a valid application, normalising the phone number and the GitHub link', () => {
    const result = applicationSchema(messagesFor('en')).parse(valid)
    expect(result.phone).toBe('+966551234567')
    expect(result.github).toBe('https://github.com/test-applicant')
  })

  it('accepts an application without a GitHub link, and "other" with where it was', () => {
    const result = applicationSchema(messagesFor('ar')).parse({ ...valid, github: '', source: 'other', sourceOther: 'بودكاست تقني' })
    expect(result.github).toBe('')
    expect(result.sourceOther).toBe('بودكاست تقني')
  })

  it.each([
    ['en', 'Enter your GitHub profile address, e.g. https://github.com/your-name.', 'Please confirm that you have read the privacy policy.', 'Please tell us where you heard about us.'],
    ['ar', 'أدخل رابط ملفك على GitHub مثل https://github.com/your-name.', 'يُرجى تأكيد اطلاعك على سياسة الخصوصية.', 'يُرجى إخبارنا من أين سمعت عنّا.'],
  ] as const)('explains each invalid field in %s, all at once', (locale, githubMessage, consentMessage, otherMessage) => {
    const byField = errorsOf(locale, {
      fullName: '',
      email: 'not-an-email',
      phone: '12345',
      source: 'other',
      sourceOther: '',
      github: 'https://gitlab.com/someone',
      summary: 'short',
      cv: undefined,
    })
    expect(byField.github).toBe(githubMessage)
    expect(byField.consent).toBe(consentMessage)
    expect(byField.sourceOther).toBe(otherMessage)
    expect(Object.keys(byField).sort()).toEqual(['consent', 'cv', 'email', 'fullName', 'github', 'phone', 'sourceOther', 'summary'])
  })

  it.each([
    'http://github.com/someone',
    'https://github.com/',
    'https://github.com/someone/repository',
    'https://github.com/-someone',
    'https://github.com/some--one',
    'https://github.com.evil.example/someone',
    `https://github.com/${'a'.repeat(40)}`,
  ])('refuses %s as a GitHub profile', (github) => {
    expect(errorsOf('en', { ...valid, github }).github).toMatch(/GitHub profile/)
  })

  it('allows only the listed sources', () => {
    expect(errorsOf('en', { ...valid, source: 'billboard' }).source).toBe('Please choose one of the options.')
  })

  it('limits the length of every text field', () => {
    const byField = errorsOf('ar', {
      ...valid,
      fullName: 'x'.repeat(121),
      email: `${'x'.repeat(250)}@example.com`,
      summary: 'x'.repeat(2001),
      source: 'other',
      sourceOther: 'x'.repeat(121),
      github: `https://github.com/${'x'.repeat(200)}`,
    })
    // The noun agrees with the number, as Arabic counts: 120 «حرفًا», 2,000 «حرف».
    expect(byField.fullName).toBe('يُرجى ألّا يتجاوز النص 120 حرفًا.')
    expect(byField.summary).toBe('يُرجى ألّا يتجاوز النص 2,000 حرف.')
    expect(Object.keys(byField).sort()).toEqual(['email', 'fullName', 'github', 'sourceOther', 'summary'])
  })

  it.each([
    ['en', { name: 'cv.pdf', size: 5 * 1024 * 1024 + 1 }, 'The CV is larger than 5 MB. Please attach a smaller file.'],
    ['ar', { name: 'cv.exe', size: 1000 }, 'يجب أن تكون السيرة الذاتية ملف PDF أو Word ‏(DOCX).'],
    ['en', { name: '', size: 0 }, 'Please attach your CV.'],
  ] as const)('checks the CV in the browser (%s, %j)', (locale, file, message) => {
    expect(errorsOf(locale, { ...valid, cv: file }).cv).toBe(message)
  })
})
