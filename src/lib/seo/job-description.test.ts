import { describe, expect, it } from 'vitest'
import { departments, employmentTypes, optionValue } from '@/lib/job-options'
import { jobDescriptionHtml } from './job-description'

const paragraph = (text: string) => ({
  root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: [{ type: 'paragraph', version: 1, direction: null, format: '', indent: 0, textFormat: 0, children: [{ type: 'text', version: 1, text, format: 0, style: '', mode: 'normal', detail: 0 }] }] },
})

describe("a job's description for search engines", () => {
  it('joins summary, description, requirements and benefits under their headings, with text escaped', () => {
    const html = jobDescriptionHtml(
      { summary: 'Build <models> & ship', description: paragraph('We train models.'), requirements: paragraph('Python'), benefits: paragraph('Housing') },
      { requirements: 'Requirements', benefits: 'Benefits & more' },
    )
    expect(html).toBe('<p>Build &lt;models&gt; &amp; ship</p><p>We train models.</p><h2>Requirements</h2><p>Python</p><h2>Benefits &amp; more</h2><p>Housing</p>')
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
