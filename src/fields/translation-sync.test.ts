import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { sourceTextsOf } from './translation-sync'

const fields: Field[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'slug', type: 'text', localized: true },
  { name: 'client', type: 'text' }, // the same in every language: nothing to translate
  { name: 'publishedAt', type: 'date' },
  { name: 'content', type: 'richText', localized: true },
  { name: 'seo', type: 'group', fields: [{ name: 'description', type: 'textarea', localized: true }, { name: 'image', type: 'upload', relationTo: 'media' }] },
  {
    name: 'layout',
    type: 'blocks',
    blocks: [{ slug: 'cta', fields: [{ name: 'heading', type: 'text', localized: true }, { name: 'href', type: 'text' }] }],
  },
]

const body = (text: string) => ({ root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text }] }] } })

const stored = {
  title: { en: 'Arabic search', ar: 'البحث العربي' },
  slug: { en: 'arabic-search', ar: 'arabic-search' },
  client: 'A bank',
  publishedAt: '2026-11-20',
  content: { en: body('How it works.'), ar: body('كيف يعمل.') },
  seo: { description: { en: 'Search that reads Arabic.', ar: 'بحث يقرأ العربية.' }, image: 4 },
  layout: [{ id: 'b1', blockType: 'cta', heading: { en: 'Talk to us', ar: 'تحدث إلينا' }, href: '/contact' }],
}

describe('sourceTextsOf', () => {
  it('reads every localized text at any depth, and nothing else (not the slug, dates, images or shared fields)', () => {
    expect(sourceTextsOf(fields, 'en', { stored })).toEqual({
      title: 'Arabic search',
      content: 'How it works.',
      'seo.description': 'Search that reads Arabic.',
      'layout.0.heading': 'Talk to us',
    })
    expect(sourceTextsOf(fields, 'ar', { stored })['layout.0.heading']).toBe('تحدث إلينا')
  })

  it('takes a field from the save when it is being saved in the source language, and from the stored document otherwise', () => {
    const data = { title: 'Arabic search, revised', seo: { description: 'Search that reads Arabic well.', image: 4 } }
    expect(sourceTextsOf(fields, 'en', { data, editing: 'en', stored })).toMatchObject({ title: 'Arabic search, revised', 'seo.description': 'Search that reads Arabic well.', content: 'How it works.' })
    // Saved in Arabic, the English source is what is stored.
    expect(sourceTextsOf(fields, 'en', { data: { title: 'عنوان جديد' }, editing: 'ar', stored }).title).toBe('Arabic search')
  })
})
