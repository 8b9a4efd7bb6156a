import { describe, expect, it } from 'vitest'
import { ltrRuns, rtlRuns } from './bidi'

const runs = (text: string) => ltrRuns(text).filter((p) => p.ltr).map((p) => p.text)

describe('ltrRuns', () => {
  it('finds phone numbers, email addresses, hours and codes in Arabic text', () => {
    expect(runs('اتصل بنا على +966 11 510 7400 أو اكتب إلى privacy@thaqiblab.sa.')).toEqual(['+966 11 510 7400', 'privacy@thaqiblab.sa'])
    expect(runs('من الأحد إلى الخميس، 9:00–18:00')).toEqual(['9:00–18:00'])
    expect(runs('ترميز ICD-10-AM للتشخيصات (GNN)')).toEqual(['ICD-10-AM', 'GNN'])
  })

  it('keeps the whole text, in order', () => {
    const text = 'نعمل مع Apache Spark وDelta Lake، منذ 2019.'
    expect(ltrRuns(text).map((p) => p.text).join('')).toBe(text)
    expect(runs(text)).toEqual(['Apache Spark', 'Delta Lake', '2019'])
  })

  it('isolates a number that stands alone, as on a line of its own in an Arabic page', () => {
    expect(ltrRuns('+966 11 510 7400')).toEqual([{ text: '+966 11 510 7400', ltr: true, nowrap: true }])
    expect(ltrRuns('23%')).toEqual([{ text: '23%', ltr: true }])
    expect(ltrRuns(' · ')).toEqual([{ text: ' · ', ltr: false }])
    expect(ltrRuns('hello@thaqiblab.sa')).toEqual([{ text: 'hello@thaqiblab.sa', ltr: true, nowrap: true }])
    expect(ltrRuns('Apache Spark')).toEqual([{ text: 'Apache Spark', ltr: false }])
  })

  it('keeps a percent sign with its number', () => {
    expect(runs('انخفض بنسبة 23%، وتراجع')).toEqual(['23%'])
  })

  it('keeps a number with thousands separators whole, and a comma between words or before a space with the sentence', () => {
    expect(runs('ميزانية تعلّم سنوية قدرها 12,000 ريال، ونحو 120,000 سجل')).toEqual(['12,000', '120,000'])
    expect(runs('نستخدم Python, SQL و 3, 4')).toEqual(['Python', 'SQL', '3', '4'])
  })

  it('keeps numbers, codes and addresses on one line, not Latin words', () => {
    const together = (text: string) => ltrRuns(text).filter((p) => p.nowrap).map((p) => p.text)
    expect(together('دعم الترميز وفق ICD-10-AM، مع Apache Spark')).toEqual(['ICD-10-AM'])
    expect(together('ICD-10-AM coding support, real-time, 9:00–18:00')).toEqual(['ICD-10-AM', '9:00–18:00'])
    expect(together('اكتب إلى hello@thaqiblab.sa')).toEqual(['hello@thaqiblab.sa'])
  })

  it('does not mark plain numbers to keep together: a line never breaks inside one', () => {
    expect(ltrRuns('منذ 2019 بنسبة 23% لأكثر من 1,200 عميل')).toEqual([
      { text: 'منذ ', ltr: false },
      { text: '2019', ltr: true },
      { text: ' بنسبة ', ltr: false },
      { text: '23%', ltr: true },
      { text: ' لأكثر من ', ltr: false },
      { text: '1,200', ltr: true },
      { text: ' عميل', ltr: false },
    ])
    expect(ltrRuns('الرمز البريدي 13519')).toEqual([{ text: 'الرمز البريدي ', ltr: false }, { text: '13519', ltr: true }])
  })

  it('leaves text without Arabic as it is', () => {
    expect(ltrRuns('Call +966 11 510 7400.')).toEqual([{ text: 'Call +966 11 510 7400.', ltr: false }])
    expect(ltrRuns('ICD-10-AM coding').map((p) => p.ltr)).toEqual([false, false])
  })
})

describe('rtlRuns', () => {
  it('finds each Arabic run in code, the punctuation between them left to the code', () => {
    const code = 'text = text.replace("ى", "ي").replace("ة", "ه")'
    expect(rtlRuns(code).filter((p) => p.rtl).map((p) => p.text)).toEqual(['ى', 'ي', 'ة', 'ه'])
    expect(rtlRuns(code).map((p) => p.text).join('')).toBe(code)
  })

  it('keeps an Arabic phrase, its words and marks, as one run, and code without Arabic as one piece', () => {
    expect(rtlRuns('query = "وش أبغى"  # dialect').filter((p) => p.rtl).map((p) => p.text)).toEqual(['وش أبغى'])
    expect(rtlRuns('re.sub("[إأآ]", "ا", text)').filter((p) => p.rtl).map((p) => p.text)).toEqual(['إأآ', 'ا'])
    expect(rtlRuns('SELECT 1;')).toEqual([{ text: 'SELECT 1;', rtl: false }])
  })
})
