import { performance } from 'node:perf_hooks'
import { beforeAll, describe, expect, it } from 'vitest'
import { localeCodes, type Locale } from '@/i18n/locales'
import { isStopword, normalizeText } from '@/lib/search/analyze'
import { SiteSearchIndex } from '@/lib/search/engine'
import lexicon from '@/lib/search/lexicon.json'
import { relevanceSet } from './queries'
import { seedSearchDocuments } from './seed-documents'

/**
 * The relevance test set (queries.ts) against the real search over the seeded content: the mean
 * reciprocal rank of the expected results in each language, and no marked word that a reader would
 * not take for one of the query's words. The time per query is printed for information only: speed
 * is the benchmark's to judge (docs/decisions/034-search-relevance.md).
 */

/** A word as a reader compares it: spelling variants folded, the article and the letters written onto it taken off. */
const readerForm = (word: string) => normalizeText(word).replace(/^(?:[وف]?[بكل]?ال|[وف]?لل)(?=\p{L}{2})/u, '')
/**
 * The forms a reader sees in an Arabic word: as written, without a conjunction or preposition written
 * onto it (وتعلّم, لخدمة), and without a plural, feminine or adjective ending (محطات, لغة, مالية).
 */
function readerForms(word: string): string[] {
  const forms = new Set([readerForm(word)])
  for (const form of [...forms]) if (/^[وفبكل]\p{L}{3}/u.test(form)) forms.add(form.slice(1))
  for (const form of [...forms]) {
    const stem = form.replace(/(?:ات|ون|ين|ان|يه|ه|ي)$/u, '')
    if (stem !== form && stem.length >= 2) forms.add(stem)
  }
  return [...forms]
}
const wordsOf = (text: string) => text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    previous = row
  }
  return previous[b.length]!
}

const commonPrefix = (a: string, b: string) => {
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  return i
}

/** The listed synonyms of a word (lexicon.json), as reader forms: a reader accepts what the site lists. */
const synonymGroups = lexicon.synonyms.map((group) => new Set([...group.en, ...group.ar].map(readerForm)))
const listedTogether = (a: string, b: string) => synonymGroups.some((group) => group.has(a) && group.has(b))

/**
 * Whether a reader takes the marked word for the query word: the same word however spelt, the same
 * beginning (a plural, a longer form: at least four letters in common, or the whole query word), a
 * typo of it (one letter in a word of five letters, four in Arabic), or a synonym the site lists.
 * Never a stopword.
 */
function readerAccepts(marked: string, queryWord: string): boolean {
  if (isStopword(marked)) return false
  if (listedTogether(readerForm(marked), readerForm(queryWord))) return true
  return readerForms(marked).some((m) =>
    readerForms(queryWord).some(
      (q) => m === q || (commonPrefix(m, q) >= Math.min(m.length, q.length, 4) && Math.min(m.length, q.length) >= 3) || (Math.min(m.length, q.length) >= (/\p{Script=Arabic}/u.test(q) ? 4 : 5) && editDistance(m, q) <= 1),
    ),
  )
}

type Outcome = { query: string; rank: number; expected: string[]; got: string[]; falseMarks: string[]; ms: number }

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!

const outcomes = new Map<Locale, Outcome[]>()

beforeAll(async () => {
  for (const locale of localeCodes) {
    const index = new SiteSearchIndex(await seedSearchDocuments(locale))
    outcomes.set(
      locale,
      relevanceSet[locale].map(({ query, expected }) => {
        index.search(query)
        const runs = Array.from({ length: 5 }, () => {
          const start = performance.now()
          index.search(query)
          return performance.now() - start
        })
        const answer = index.search(query)
        const got = answer.hits.map((hit) => `${hit.type}:${hit.slug}`)
        const at = got.findIndex((id) => expected.includes(id))
        const queryWords = wordsOf(query).filter((word) => !isStopword(word))
        const falseMarks = answer.hits.flatMap((hit) =>
          [...hit.title, ...hit.excerpt].filter((run) => run.mark).flatMap((run) => wordsOf(run.text).filter((word) => !queryWords.some((q) => readerAccepts(word, q))).map((word) => `${hit.slug}: ${word}`)),
        )
        return { query, rank: at + 1, expected, got: got.slice(0, 3), falseMarks, ms: percentile(runs, 50) }
      }),
    )
  }
}, 120_000)

describe.each(localeCodes)('search relevance in %s', (locale) => {
  it('has at least 40 queries', () => {
    expect(relevanceSet[locale].length).toBeGreaterThanOrEqual(40)
  })

  it('ranks the expected results first: mean reciprocal rank of 0.9 or more', () => {
    const results = outcomes.get(locale)!
    const mrr = results.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / results.length
    const misses = results.filter((r) => r.rank !== 1).map((r) => `  ${r.query} → rank ${r.rank || 'none'} (first: ${r.got.join(', ') || 'nothing'})`)
    const times = results.map((r) => r.ms)
    console.log(
      `search relevance [${locale}]: ${results.length} queries, MRR ${mrr.toFixed(3)}, time per query p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms (information only)` +
        (misses.length ? `\n${misses.join('\n')}` : ''),
    )
    expect(mrr).toBeGreaterThanOrEqual(0.9)
  })

  it('marks only words a reader takes for a word of the query', () => {
    const falseMarks = outcomes.get(locale)!.flatMap((r) => r.falseMarks.map((mark) => `${r.query} → ${mark}`))
    expect(falseMarks).toEqual([])
  })
})
