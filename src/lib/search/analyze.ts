import { stemmer as porter } from 'stemmer'
import lexicon from './lexicon.json'

/**
 * How text becomes search terms, the same for the index and the query (docs/decisions/023, 034). Arabic
 * follows Lucene's ArabicNormalizer and ArabicStemmer (the "light10" stemmer of Larkey, Ballesteros
 * and Connell): spelling variants that readers treat as one word become one term, and the article
 * and the conjunctions and prepositions written onto it are taken off. English words get Porter's
 * stemmer, so "engineers" finds "engineer".
 */

/** Harakat (fathatan to the small high marks, U+064B–U+065F), the superscript alef and tatweel. */
const arabicMarks = /[\u064B-\u065F\u0670\u0640]/g
/** Alef with hamza above or below, with madda, and alef wasla: all written as a bare alef. */
const alefForms = /[\u0623\u0625\u0622\u0671]/g
const arabicIndicDigits = /[\u0660-\u0669\u06F0-\u06F9]/g
/** Accents of Latin letters once decomposed (é → e); Arabic letters are composed again after. */
const latinMarks = /[\u0300-\u036F]/g

/**
 * Folds the spelling variants away: NFKC (Arabic presentation forms, full-width Latin), lower case,
 * no harakat, tatweel or Latin accents, alef forms → ا, ة → ه, ى → ي, Eastern Arabic digits → 0–9.
 * Keeps ؤ and ئ (as Lucene does): they are letters of their own, not variants of و and ي.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(arabicMarks, '')
    .replace(alefForms, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064A')
    .replace(arabicIndicDigits, (digit) => String((digit.codePointAt(0)! - 0x0660) % 0x90))
    .normalize('NFD')
    .replace(latinMarks, '')
    .normalize('NFC')
}

/** Harakat and tatweel only: how the stopword lists compare words (a hamza tells إلى from آلي). */
const lightForm = (word: string) => word.normalize('NFKC').toLowerCase().replace(arabicMarks, '')

const stopwords = new Set([...lexicon.stopwords.en, ...lexicon.stopwords.ar].map(lightForm))

/**
 * A function word (في، إلى، the, of): neither indexed nor looked for, so it is never marked. Compared
 * before the spelling is folded, as the folding makes إلى and آلي (automatic) one word; a conjunction
 * written onto it (وفي، فإن) does not hide it.
 */
export function isStopword(word: string): boolean {
  const light = lightForm(word)
  return stopwords.has(light) || (/^[وف]/.test(light) && stopwords.has(light.slice(1)))
}

// Lucene's ArabicStemmer, on normalized text (so ة is already ه and ى is ي).
const prefixes = ['ال', 'وال', 'بال', 'كال', 'فال', 'لل', 'و']
const suffixes = ['ها', 'ان', 'ات', 'ون', 'ين', 'يه', 'ه', 'ي']

/**
 * Stems that no word is cut down to: the article, and the stopwords once folded. Lucene's light10
 * makes "ال" of both الآلة (the machine: الاله, then ه off) and إلى (الي, then ي off), so a search for
 * one marked the other; the last ending is kept instead (الاله → اله, الالي → الي).
 */
const refusedStems = new Set(['ال', ...lexicon.stopwords.ar.map((word) => normalizeText(word))])

/**
 * Takes off one prefix (the article, with و ب ك ف or ل before it, or a lone و on a word of four
 * letters or more), then each suffix in turn; a stem keeps at least two letters and is never the
 * article or a stopword.
 */
export function stemArabic(word: string): string {
  let stem = word
  for (const prefix of prefixes) {
    const long = prefix.length === 1 ? stem.length >= 4 : stem.length >= prefix.length + 2
    if (long && stem.startsWith(prefix)) {
      stem = stem.slice(prefix.length)
      break
    }
  }
  for (const suffix of suffixes) {
    if (stem.length < suffix.length + 2 || !stem.endsWith(suffix)) continue
    const shorter = stem.slice(0, -suffix.length)
    if (!refusedStems.has(shorter)) stem = shorter
  }
  return stem
}

const arabicLetter = /\p{Script=Arabic}/u
const latinWord = /^[a-z]+$/

/** The term of one normalized word: Arabic and English words stemmed, anything else (numbers, codes) as it is. */
function termOf(word: string): string {
  if (arabicLetter.test(word)) return stemArabic(word)
  if (latinWord.test(word)) return porter(word)
  return word
}

/**
 * The synonym groups (lexicon.json): each group has one term of its own, `~name`, that no word
 * gives otherwise. An English entry stands for every word of its stem; an Arabic one for the word
 * with or without the article and the letters written onto it.
 */
export const synonymMark = '~'
const clitics = ['', 'و', 'ف', 'ب', 'ك', 'ل', 'وب', 'فب', 'ول', 'فل', 'وك']
const synonymOf = new Map<string, string>()
/** The type of result a synonym term names (`~job` names the open positions). */
export const typeOfSynonym = new Map<string, string>()
/** The type of result a synonym term favours (a place: the jobs there). */
export const typeFavouredBy = new Map<string, string>()
for (const group of lexicon.synonyms) {
  const term = synonymMark + group.name
  if ('type' in group && group.type) typeOfSynonym.set(term, group.type)
  if ('favours' in group && group.favours) typeFavouredBy.set(term, group.favours)
  for (const word of group.en) synonymOf.set(porter(word), term)
  for (const word of group.ar) {
    const bare = normalizeText(word)
    const bases = word.startsWith('ال') ? [bare] : [bare, `ال${bare}`]
    for (const base of bases) for (const clitic of clitics) synonymOf.set(clitic.endsWith('ل') && base.startsWith('ال') ? clitic + base.slice(1) : clitic + base, term)
  }
}

/** The synonym group of one normalized word, if it belongs to one. */
function synonymTerm(word: string): string | undefined {
  return latinWord.test(word) ? synonymOf.get(porter(word)) : synonymOf.get(word)
}

/** Letters and digits; everything else separates words (after normalizing, no marks are left). */
const separators = /[^\p{L}\p{N}]+/u

/**
 * The terms of one word of the original text (a run of letters, digits and marks): mostly one, and
 * its synonym group's term beside it in a document. A query word gives its group's term alone, so
 * that it finds each word of the group.
 */
function termsOfWord(word: string, query: boolean): string[] {
  if (isStopword(word)) return []
  const terms: string[] = []
  for (const piece of normalizeText(word).split(separators)) {
    if (piece.length < 2) continue
    const synonym = synonymTerm(piece)
    if (synonym && query) {
      terms.push(synonym)
      continue
    }
    const term = termOf(piece)
    if (term.length >= 2) terms.push(term)
    if (synonym && synonym !== term) terms.push(synonym)
  }
  return terms
}

/** A word of the original text, where it stands, and the terms it gives. */
export type AnalyzedWord = { start: number; end: number; terms: string[] }

/** Runs of letters (tatweel included), combining marks (harakat, accents) and digits. */
const wordRuns = /[\p{L}\p{M}\p{N}]+/gu

/**
 * Every word of a text with its position in the original and its terms: the index reads the terms,
 * the highlighting marks the original words whose terms matched, so diacritics and the spelling
 * the author chose stay as written. Single letters give no term: they would match nearly everything.
 */
export function analyzeWords(text: string): AnalyzedWord[] {
  const words: AnalyzedWord[] = []
  for (const match of text.matchAll(wordRuns)) {
    const terms = termsOfWord(match[0], false)
    if (terms.length > 0) words.push({ start: match.index, end: match.index + match[0].length, terms })
  }
  return words
}

/** The search terms of a text, in order, repeats kept: what the index stores. */
export function searchTerms(text: string): string[] {
  return analyzeWords(text).flatMap((word) => word.terms)
}

/** The terms a query looks for, in order: stopwords left out, a synonym as its group's term. */
export function queryTerms(text: string): string[] {
  return [...text.matchAll(wordRuns)].flatMap((match) => termsOfWord(match[0], true))
}
