import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales } from './locales'
import { checkMessageFile, checkMessageFiles } from './message-files'

const en = JSON.stringify({ Blog: { readingTime: '{minutes, plural, one {# minute read} other {# minutes read}}', title: 'Blog' } })

describe('message file checks', () => {
  it('accept the project’s own message files', () => {
    const files = locales.map((l) => ({ file: l.file, text: readFileSync(path.resolve('messages', l.file), 'utf8') }))
    expect(checkMessageFiles(files)).toEqual([])
  })

  it('refuse an executable locale file', () => {
    expect(checkMessageFile('ar.js', 'module.exports = {}').problems).toEqual(['ar.js: message files must be JSON; executable locale files are refused'])
  })

  it('report malformed JSON', () => {
    expect(checkMessageFile('ar.json', '{"Blog": {"title": "مدونة",}}').problems[0]).toMatch(/^ar\.json: not valid JSON/)
  })

  it('report a broken ICU message, an empty one and a non-message', () => {
    const problems = checkMessageFile('ar.json', JSON.stringify({ Blog: { readingTime: '{minutes, plural, one {# دقيقة}', title: ' ', count: 3 } })).problems
    expect(problems).toEqual([
      'ar.json: Blog.count is not a message (3)',
      expect.stringMatching(/^ar\.json: Blog\.readingTime is not a valid ICU message/),
      'ar.json: Blog.title is empty',
    ])
  })

  it('report keys missing from or added to a translation', () => {
    const ar = JSON.stringify({ Blog: { title: 'المدونة', subtitle: 'مقالات' } })
    expect(checkMessageFiles([{ file: 'en.json', text: en }, { file: 'ar.json', text: ar }])).toEqual([
      'ar.json: missing Blog.readingTime (present in en.json)',
      'ar.json: Blog.subtitle is not in en.json',
    ])
  })
})
