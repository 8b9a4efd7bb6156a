import { describe, expect, it } from 'vitest'
import { analyzeWords, isStopword, normalizeText, queryTerms, searchTerms, stemArabic } from './analyze'

describe('normalizeText', () => {
  it('writes every alef form as a bare alef', () => {
    expect(normalizeText('أ إ آ ٱ ا')).toBe('ا ا ا ا ا')
  })

  it('writes ta marbuta as ha and alef maqsura as ya', () => {
    expect(normalizeText('مدرسة')).toBe('مدرسه')
    expect(normalizeText('مستشفى')).toBe('مستشفي')
  })

  it('removes harakat, tanwin, shadda, sukun, the superscript alef and tatweel', () => {
    expect(normalizeText('إِدَارَةٌ')).toBe('اداره')
    expect(normalizeText('الأسرّة')).toBe('الاسره')
    expect(normalizeText('هٰذا')).toBe('هذا')
    expect(normalizeText('العـــربية')).toBe('العربيه')
  })

  it('keeps hamza on waw and on ya, which are letters of their own', () => {
    expect(normalizeText('مسؤول مسئول')).toBe('مسؤول مسئول')
  })

  it('folds presentation forms, Eastern Arabic digits, case and Latin accents', () => {
    expect(normalizeText('ﻻ')).toBe('لا')
    expect(normalizeText('٢٠٢٦ ۱۴')).toBe('2026 14')
    expect(normalizeText('Café RÉSUMÉ')).toBe('cafe resume')
  })
})

describe('stemArabic', () => {
  it('takes off the article and the letters written onto it', () => {
    for (const word of ['الاداره', 'والاداره', 'بالاداره', 'كالاداره', 'فالاداره', 'للاداره']) expect(stemArabic(word), word).toBe('ادار')
  })

  it('takes off a lone waw only from words of four letters or more', () => {
    expect(stemArabic('وزير')).toBe('زير')
    expect(stemArabic('وقت')).toBe('وقت')
  })

  it('takes off plural and feminine endings, keeping at least two letters', () => {
    expect(stemArabic('بيانات')).toBe('بيان')
    expect(stemArabic('مستشفيات')).toBe('مستشف')
    expect(stemArabic('عربيه')).toBe('عرب')
    expect(stemArabic('مهندسين')).toBe('مهندس')
    expect(stemArabic('يد')).toBe('يد')
  })
})

describe('searchTerms', () => {
  it('gives one term for a word written with or without diacritics, with any alef form, with or without the article', () => {
    const forms = ['الإدارة', 'الادارة', 'إدارة', 'ادارة', 'الإِدَارَة', 'وَالإدارة', 'بالإدارة', 'للإدارة', 'الإدارهـ']
    for (const form of forms) expect(searchTerms(form), form).toEqual(searchTerms('إدارة'))
  })

  it('gives singular and plural the same term', () => {
    expect(searchTerms('البيانات')).toEqual(searchTerms('بيانات'))
    expect(searchTerms('المستشفى')).toEqual(searchTerms('مستشفيات'))
    expect(searchTerms('engineers')).toEqual(searchTerms('engineering'))
  })

  it('leaves out single letters and stopwords, and keeps numbers and codes', () => {
    expect(searchTerms('a 5G network in 2026 و')).toEqual(['5g', 'network', '2026'])
  })

  it('never cuts a word down to the article or a stopword: الآلة and آلي stay apart from إلى', () => {
    expect(stemArabic('الاله')).toBe('اله')
    expect(stemArabic('الالي')).toBe('الي')
    expect(searchTerms('الآلة')).toEqual(searchTerms('آلة'))
    expect(searchTerms('إلى على في')).toEqual([])
  })

  it('gives a word of a synonym group its group term beside its own, in both languages', () => {
    expect(searchTerms('وظائف')).toContain('~job')
    expect(searchTerms('بالوظيفة')).toContain('~job')
    expect(searchTerms('careers')).toEqual(['career', '~job'])
    expect(searchTerms('الخبر')).toContain('~khobar')
    // Khobar is written with the article; خبرة (experience) and خبر (news) are other words.
    expect(searchTerms('خبرة خبر')).not.toContain('~khobar')
  })
})

describe('isStopword', () => {
  it('knows function words with the hamza as written, and with a conjunction written onto them', () => {
    for (const word of ['إلى', 'الى', 'في', 'وفي', 'فإن', 'the', 'Of']) expect(isStopword(word), word).toBe(true)
    for (const word of ['آلي', 'الآلة', 'إدارة', 'smart']) expect(isStopword(word), word).toBe(false)
  })
})

describe('queryTerms', () => {
  it('leaves out stopwords and looks for a synonym group by its term alone', () => {
    expect(queryTerms('jobs in Riyadh')).toEqual(['~job', '~riyadh'])
    expect(queryTerms('وظائف في الرياض')).toEqual(['~job', '~riyadh'])
    expect(queryTerms('تعلم الآلة')).toEqual(['تعلم', '~machine'])
    expect(queryTerms('smart start')).toEqual(['smart', 'start'])
  })
})

describe('analyzeWords', () => {
  it('places each word in the original text, marks and all', () => {
    const text = 'نظامُ الإِدارة: AI-ready'
    const words = analyzeWords(text)
    expect(words.map((w) => text.slice(w.start, w.end))).toEqual(['نظامُ', 'الإِدارة', 'AI', 'ready'])
    expect(words[1]!.terms).toEqual(searchTerms('ادارة'))
  })
})
