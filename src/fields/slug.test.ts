import { describe, expect, it } from 'vitest'
import { isSlug, toSlug } from './slug'

describe('slugs', () => {
  it('keep Arabic letters in Arabic, without vowel marks or elongation, with Western digits', () => {
    expect(toSlug('التعلم الآلي', 'ar')).toBe('التعلم-الآلي')
    expect(toSlug('دليلٌ عمليّ ـ ٢٠٢٦', 'ar')).toBe('دليل-عملي-2026')
    // A mark inside a word does not split it.
    expect(toSlug('تقييم التعرّف على الكلام', 'ar')).toBe('تقييم-التعرف-على-الكلام')
    expect(toSlug('مُحَمَّدٌ وَالرَّحْمٰن', 'ar')).toBe('محمد-والرحمن')
    expect(toSlug('Arabic RAG: a guide', 'ar')).toBe('arabic-rag-a-guide')
  })

  it('are Latin in English, transliterating what is not', () => {
    expect(toSlug('Machine Learning at Scale', 'en')).toBe('machine-learning-at-scale')
    expect(toSlug('Café Riyadh', 'en')).toBe('cafe-riyadh')
    expect(toSlug('التعلم الآلي', 'en')).toMatch(/^[a-z0-9-]+$/)
  })

  it('are cut at 80 letters, without a trailing hyphen', () => {
    const slug = toSlug('كلمة '.repeat(40), 'ar')
    expect(slug.length).toBeLessThanOrEqual(80)
    expect(slug.endsWith('-')).toBe(false)
  })

  it('accept lower-case letters of any script, digits and single hyphens only', () => {
    for (const good of ['machine-learning', 'التعلم-الآلي', 'ai-2030', 'رؤية-2030']) expect(isSlug(good)).toBe(true)
    for (const bad of ['Machine', 'two--hyphens', '-lead', 'trail-', 'with space', 'a/b', '%D8%A7', 'x'.repeat(81), 'دليلٌ', '', null]) expect(isSlug(bad)).toBe(false)
  })
})
