import { NextIntlClientProvider } from 'next-intl'
import { createElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { isolateLtr } from './Ltr'
import { RichText } from './RichText'

const text = (value: string, format = 0) => ({ type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 })
const item = (value: number, ...children: object[]) => ({ type: 'listitem', value, children, indent: 0, version: 1 })
const list = (listType: 'bullet' | 'number', ...children: object[]) => ({ type: 'list', listType, tag: listType === 'bullet' ? 'ul' : 'ol', start: 1, children, indent: 0, version: 1 })
const paragraph = (...children: object[]) => ({ type: 'paragraph', children, indent: 0, version: 1 })
const document = (...children: object[]) => ({ root: { type: 'root', children, indent: 0, version: 1 } })

function render(data: unknown, props: { lang?: string; dir?: 'ltr' | 'rtl' } = {}) {
  return renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale: 'ar',
      messages: { RichText: { codeExample: 'مثال برمجي' } },
      timeZone: 'Asia/Riyadh',
      children: createElement(RichText, { data, ...props }),
    }),
  )
}

describe('RichText', () => {
  it('writes only the attributes an element needs: each costs the page twice, in the HTML and in the React payload', () => {
    const html = render(document(list('bullet', item(1, text('أولًا')), item(2, text('ثانيًا')))))
    expect(html).toBe('<div class="prose-content"><ul class="list-bullet"><li>أولًا</li><li>ثانيًا</li></ul></div>')
  })

  it("numbers a numbered list's items only where the browser's count would differ", () => {
    const counted = render(document(list('number', item(1, text('أولًا')), item(2, text('ثانيًا')))))
    expect(counted).toBe('<div class="prose-content"><ol class="list-number"><li>أولًا</li><li>ثانيًا</li></ol></div>')
    const later = render(document(list('number', item(3, text('ثالثًا')), item(4, text('رابعًا')))))
    expect(later).toContain('<li class="" value="3">ثالثًا</li><li>رابعًا</li>')
  })

  it("keeps a numbered list's number after an item that holds a nested list, and a nested list's rendering", () => {
    // Lexical gives the item after a nested list the holder's number; the browser would count on.
    const afterNested = render(document(list('number', item(1, text('أولًا')), item(2, list('number', item(1, text('داخلي')))), item(2, text('ثانيًا')), item(3, text('ثالثًا')))))
    expect(afterNested).toContain(
      '<li>أولًا</li><li class="nestedListItem" style="list-style-type:none" value="2"><ol class="list-number"><li>داخلي</li></ol></li><li class="" value="2">ثانيًا</li><li>ثالثًا</li>',
    )
    const nested = render(document(list('bullet', item(1, list('bullet', item(1, text('داخلي')))))))
    expect(nested).toContain('<li class="nestedListItem" style="list-style-type:none" value="1"><ul class="list-bullet"><li>داخلي</li></ul></li>')
  })

  it('sets the language and direction when given', () => {
    expect(render(document(paragraph(text('Hello'))), { lang: 'en', dir: 'ltr' })).toBe('<div class="prose-content" lang="en" dir="ltr"><p>Hello</p></div>')
  })

  it('isolates left-to-right runs in Arabic text, bold ones too, and leaves the rest plain text', () => {
    const html = render(document(paragraph(text('اتصل بنا على +966 11 510 7400 أو '), text('hello@thaqiblab.sa', 1))))
    expect(html).toBe(
      '<div class="prose-content"><p>اتصل بنا على <bdi dir="ltr" class="whitespace-nowrap">+966 11 510 7400</bdi> أو <bdi dir="ltr" class="whitespace-nowrap"><strong>hello@thaqiblab.sa</strong></bdi></p></div>',
    )
  })
})

describe('RichText code', () => {
  const codeBlock = (code: string) => ({ type: 'block', fields: { blockType: 'Code', code, language: 'python', id: 'c1' }, format: '', version: 2 })

  it('shows a code block left to right, its Arabic strings isolated so that the code keeps its order', () => {
    const html = render(document(codeBlock('text = text.replace("ى", "ي")')), { lang: 'ar', dir: 'rtl' })
    expect(html).toContain('<pre dir="ltr" role="region" aria-label="مثال برمجي" tabindex="0">')
    expect(html).toContain('<code>text = text.replace(&quot;<bdi>ى</bdi>&quot;, &quot;<bdi>ي</bdi>&quot;)</code>')
    expect(render(document(codeBlock('SELECT 1;')))).toContain('<code>SELECT 1;</code>')
  })

  it('isolates inline code left to right inside an Arabic sentence, bold kept', () => {
    const html = render(document(paragraph(text('المتغير '), text('t', 16), text(' مصفوفة و'), text('"ى"', 16 | 1))))
    expect(html).toBe('<div class="prose-content"><p>المتغير <code dir="ltr">t</code> مصفوفة و<code dir="ltr"><strong>&quot;</strong><bdi><strong>ى</strong></bdi><strong>&quot;</strong></code></p></div>')
  })
})

describe('isolateLtr', () => {
  it('gives the plain pieces of a text as strings and isolates a Latin name without a class', () => {
    const pieces = isolateLtr('نستخدم PyTorch يوميًا') as ReactNode[]
    expect(pieces[0]).toBe('نستخدم ')
    expect(pieces[2]).toBe(' يوميًا')
    expect(renderToStaticMarkup(createElement('p', null, pieces))).toBe('<p>نستخدم <bdi dir="ltr">PyTorch</bdi> يوميًا</p>')
  })
})
