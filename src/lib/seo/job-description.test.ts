import { describe, expect, it } from 'vitest'
import { departments, employmentTypes, optionValue } from '@/lib/job-options'
import { jobDescriptionHtml } from './job-description'

const paragraph = (text: string) => ({
  root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: [{ type: 'paragraph', version: 1, direction: null, format: '', indent: 0, textFormat: 0, children: [{ type: 'text', version: 1, text, format: 0, style: '', mode: 'normal', detail: 0 }] }] },
})

const text = (value: string) => ({ type: 'text', version: 1, text: value, format: 0, style: '', mode: 'normal', detail: 0 })
const item = (value: number, children: unknown[], checked?: boolean) => ({ type: 'listitem', version: 1, direction: null, format: '', indent: 0, value, checked, children })
const list = (listType: 'bullet' | 'number' | 'check', items: unknown[], start = 1) => ({
  type: 'list',
  version: 1,
  direction: null,
  format: '',
  indent: 0,
  listType,
  tag: listType === 'number' ? 'ol' : 'ul',
  start,
  children: items,
})
const root = (...children: unknown[]) => ({ root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children } })

describe("a job's description for search engines", () => {
  it('joins summary, description, requirements and benefits under their headings, with text escaped', () => {
    const html = jobDescriptionHtml(
      { summary: 'Build <models> & ship', description: paragraph('We train models.'), requirements: paragraph('Python'), benefits: paragraph('Housing') },
      { requirements: 'Requirements', benefits: 'Benefits & more' },
    )
    expect(html).toBe('<p>Build &lt;models&gt; &amp; ship</p><p>We train models.</p><h2>Requirements</h2><p>Python</p><h2>Benefits &amp; more</h2><p>Housing</p>')
  })

  it("writes lists as plain HTML: bare items, a numbered list's start, nested lists, checklists without controls", () => {
    const requirements = root(
      list('bullet', [item(1, [text('Python')]), item(2, [text('SQL')]), item(3, [list('bullet', [item(1, [text('Spark')])])])]),
      list('number', [item(3, [text('Third')]), item(4, [text('Fourth')])], 3),
      list('check', [item(1, [text('Arabic')], true)]),
    )
    expect(jobDescriptionHtml({ requirements }, { requirements: 'Requirements', benefits: 'Benefits' })).toBe(
      '<h2>Requirements</h2><ul><li>Python</li><li>SQL</li><li><ul><li>Spark</li></ul></li></ul><ol start="3"><li>Third</li><li>Fourth</li></ol><ul><li>Arabic</li></ul>',
    )
  })

  it('leaves out the benefits heading when there are none', () => {
    expect(jobDescriptionHtml({ requirements: paragraph('SQL') }, { requirements: 'Requirements', benefits: 'Benefits' })).toBe('<h2>Requirements</h2><p>SQL</p>')
  })
})

describe('job options', () => {
  it("turn GraphQL's enum spelling back into the stored value, and an unknown one into the first", () => {
    expect(optionValue(employmentTypes, 'full_time')).toBe('full-time')
    expect(optionValue(departments, 'data_science')).toBe('data-science')
    expect(optionValue(departments, 'astrology')).toBe('engineering')
    expect(optionValue(departments, null)).toBe('engineering')
  })
})
